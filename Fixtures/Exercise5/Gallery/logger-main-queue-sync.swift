// gallery: wrong
// replaces: InMemoryLogger.swift
// clause: 1
// kind: hang
// idea: The main queue is serial, so if every append and every read goes through DispatchQueue.main.sync, two loads can never touch the array at once.
// why: a log call now blocks until the main thread is free: if the main thread is itself waiting for the load (or for the clock the probe holds), log(_:) never returns, and called on the main thread it traps, all behind an @unchecked Sendable the compiler cannot check.

import Catalog
import Foundation

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time.
public final class InMemoryLogger: Logger, @unchecked Sendable {
    private let clock: any Clock
    private var lines: [LogEntry] = []

    public init(clock: any Clock) {
        self.clock = clock
    }

    public func log(_ message: String) async {
        DispatchQueue.main.sync {
            lines.append(LogEntry(date: clock.now(), message: message))
        }
    }

    /// Every line logged so far, oldest first.
    public func entries() async -> [LogEntry] {
        DispatchQueue.main.sync { lines }
    }
}
