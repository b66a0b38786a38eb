import Catalog
import Foundation

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time.
// TODO(Exercise5): `@unchecked Sendable` promises the compiler this class is safe to share,
// but `entries` is a `var` that every load appends to at once. Lesson 000's decision tree
// says which kind of type mutable state shared by many tasks should be.
public nonisolated final class InMemoryLogger: Logger, @unchecked Sendable {
    private let clock: any Clock
    private var lines: [LogEntry] = []

    public init(clock: any Clock) {
        self.clock = clock
    }

    public func log(_ message: String) async {
        lines.append(LogEntry(date: clock.now(), message: message))
    }

    /// Every line logged so far, oldest first.
    public func entries() async -> [LogEntry] {
        lines
    }
}
