import Catalog
import Foundation

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time, so it is an actor
/// (lesson 000's decision tree: mutable state shared by many tasks): appends take turns,
/// and the compiler checks that nothing touches `lines` from outside.
public actor InMemoryLogger: Logger {
    private let clock: any Clock
    private var lines: [LogEntry] = []

    public init(clock: any Clock) {
        self.clock = clock
    }

    public func log(_ message: String) {
        lines.append(LogEntry(date: clock.now(), message: message))
    }

    /// Every line logged so far, oldest first.
    public func entries() -> [LogEntry] {
        lines
    }
}
