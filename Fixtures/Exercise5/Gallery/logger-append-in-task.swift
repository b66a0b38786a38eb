// gallery: wrong
// replaces: InMemoryLogger.swift
// clause: 1
// kind: unstructured-task
// idea: The logger is an actor now, and log(_:) hands the append to a Task so a load never has to wait for its log line.
// why: log(_:) returns before the line exists, so entries() right after a load can miss it, and the tasks run in any order, so lines are stamped and stored out of the order they were logged.

import Catalog
import Foundation

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time.
public actor InMemoryLogger: Logger {
    private let clock: any Clock
    private var lines: [LogEntry] = []

    public init(clock: any Clock) {
        self.clock = clock
    }

    public nonisolated func log(_ message: String) async {
        Task { await self.append(message) }
    }

    private func append(_ message: String) {
        lines.append(LogEntry(date: clock.now(), message: message))
    }

    /// Every line logged so far, oldest first.
    public func entries() -> [LogEntry] {
        lines
    }
}
