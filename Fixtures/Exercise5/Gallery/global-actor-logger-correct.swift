// gallery: correct
// replaces: InMemoryLogger.swift
// kind: alternative
// idea: Diagnostics get an isolation of their own: a `@DiagnosticsActor` global actor for the logger (and, later, whatever else the diagnostics screen keeps), with `log(_:)` marked `@DiagnosticsActor` because the compiler said it was nonisolated otherwise.
// why: Every `log(_:)` and `entries()` runs on the one global actor, so calls take turns, each whole, and never on the main actor; the `nonisolated protocol Logger` would have made the witness nonisolated (README: the compiler), which is why it names its actor, and the initialiser is `nonisolated` so a logger can be made anywhere, as `InMemoryLogger(clock:)` is.

import Catalog
import Foundation

/// The isolation of everything the diagnostics screen keeps.
@globalActor public actor DiagnosticsActor {
    public static let shared = DiagnosticsActor()
}

/// The log every composed load writes to, kept in memory for the diagnostics screen.
///
/// One logger is shared by every load the app makes at the same time, so it lives on the
/// diagnostics' global actor: appends take turns, and the compiler checks that nothing
/// touches `lines` from elsewhere.
@DiagnosticsActor public final class InMemoryLogger: Logger {
    private let clock: any Clock
    private var lines: [LogEntry] = []

    public nonisolated init(clock: any Clock) {
        self.clock = clock
    }

    @DiagnosticsActor public func log(_ message: String) async {
        lines.append(LogEntry(date: clock.now(), message: message))
    }

    /// Every line logged so far, oldest first.
    public func entries() async -> [LogEntry] {
        lines
    }
}
