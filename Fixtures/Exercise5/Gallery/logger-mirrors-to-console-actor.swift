// gallery: wrong
// replaces: InMemoryLogger.swift
// clause: 1
// kind: foreign-await
// idea: The logger is an actor, so it is safe, and each line is also mirrored to a console actor before it is stored, so I can follow loads live while debugging.
// why: the await on the console actor sits between stamping the line and appending it, and the logger lets other calls in at that await, so another log(_:) or entries() runs inside it meanwhile and lines end up out of stamp order.

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

    public func log(_ message: String) async {
        let entry = LogEntry(date: clock.now(), message: message)
        await ConsoleMirror.shared.write(entry)
        lines.append(entry)
    }

    /// Every line logged so far, oldest first.
    public func entries() -> [LogEntry] {
        lines
    }
}

/// Echoes log lines to standard output while debugging.
actor ConsoleMirror {
    static let shared = ConsoleMirror()

    private var written = 0

    func write(_ entry: LogEntry) {
        written += 1
        print("[\(written)] \(entry.date): \(entry.message)")
    }
}
