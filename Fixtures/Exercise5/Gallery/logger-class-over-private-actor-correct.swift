// gallery: correct
// replaces: InMemoryLogger.swift
// kind: alternative
// idea: I keep InMemoryLogger a final class but move the lines and the stamping into a private actor it holds as a let, so the class itself has nothing mutable.
// why: the class is a let of an actor, so the compiler checks it is Sendable with no @unchecked, and the stamp and the append happen together inside the actor with no await between them, so calls take turns and lines stay in stamp order.

import Catalog
import Foundation

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time; its lines live in an
/// actor, so every call takes its turn.
public final class InMemoryLogger: Logger {
    private let storage: Storage

    public init(clock: any Clock) {
        self.storage = Storage(clock: clock)
    }

    public func log(_ message: String) async {
        await storage.append(message)
    }

    /// Every line logged so far, oldest first.
    public func entries() async -> [LogEntry] {
        await storage.lines
    }

    private actor Storage {
        private let clock: any Clock
        private(set) var lines: [LogEntry] = []

        init(clock: any Clock) {
            self.clock = clock
        }

        func append(_ message: String) {
            lines.append(LogEntry(date: clock.now(), message: message))
        }
    }
}
