// gallery: wrong
// replaces: InMemoryLogger.swift
// clause: 1
// kind: partial
// idea: The crash was in Array.append, so I put the append under a lock; reading the array can't corrupt it, so entries() just returns it.
// why: entries() reads the array while another load may be appending under the lock, which is still a data race (a read during a write), and the @unchecked Sendable keeps the compiler from saying so.

import Catalog
import Foundation

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time.
public final class InMemoryLogger: Logger, @unchecked Sendable {
    private let clock: any Clock
    private let lock = NSLock()
    private var lines: [LogEntry] = []

    public init(clock: any Clock) {
        self.clock = clock
    }

    public func log(_ message: String) async {
        lock.withLock {
            lines.append(LogEntry(date: clock.now(), message: message))
        }
    }

    /// Every line logged so far, oldest first.
    public func entries() async -> [LogEntry] {
        lines
    }
}
