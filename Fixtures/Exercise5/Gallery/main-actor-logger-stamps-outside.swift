// gallery: wrong
// replaces: InMemoryLogger.swift
// clause: 1
// kind: wrong-actor
// idea: The log is shown on the diagnostics screen, so I put the logger on the main actor, and I read the clock before hopping there so the main thread never waits for the clock.
// why: the clock is read outside the isolation, so two log calls are inside the logger at once, and a line stamped earlier can be appended after one stamped later, so entries() is no longer oldest first; and every background load now queues on the UI thread to log.

import Catalog
import Foundation

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time.
@MainActor
public final class InMemoryLogger: Logger {
    private let clock: any Clock
    private var lines: [LogEntry] = []

    public nonisolated init(clock: any Clock) {
        self.clock = clock
    }

    public nonisolated func log(_ message: String) async {
        let entry = LogEntry(date: clock.now(), message: message)
        await append(entry)
    }

    private func append(_ entry: LogEntry) {
        lines.append(entry)
    }

    /// Every line logged so far, oldest first.
    public func entries() async -> [LogEntry] {
        lines
    }
}
