import Foundation

/// One schedule to run again instead of exploring, asked for from outside the tests, so a
/// failure is replayed without editing them: `CONCURRENCY_PROBES_REPLAY="scenario 7: s0
/// s2 a0" swift test --filter MyTests`. A ``ModelCheck`` then
/// checks scenario 7 alone, and every ``ScheduleExplorer`` of the run — that scenario's — runs
/// `s0 s2 a0` alone (``ScheduleExplorer/replay(_:)``) and prints its numbered trace between
/// the lines ``openingLine`` and ``closingLine``; an explorer outside a model check explores as
/// always. Without `scenario K:`, the explorers outside a model check replay the schedule, and
/// a model check checks no scenario.
///
/// ```swift
/// ReplayRequest("scenario 7: s0 s2 a0")   // scenario 7, "s0 s2 a0"
/// ReplayRequest("s0 s1 a1 a0")            // any scenario, "s0 s1 a1 a0"
/// ```
public struct ReplayRequest: Sendable, Equatable, CustomStringConvertible {
    /// The environment variable that asks for it.
    public static let variable = "CONCURRENCY_PROBES_REPLAY"
    /// The line printed before a replayed trace.
    public static let openingLine = "— replayed schedule —"
    /// The line printed after it.
    public static let closingLine = "— end of the replayed schedule —"

    /// The scenario's place among a model check's scenarios (from 1), when one is named.
    public let scenario: Int?
    /// The schedule, as a trace's `replay` writes it.
    public let code: String

    /// `"scenario K: CODE"` or `"CODE"`; `nil` for an empty schedule or a scenario that is not a number from 1.
    public init?(_ text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var scenario: Int?
        if rest.hasPrefix("scenario ") {
            guard let colon = rest.firstIndex(of: ":"), let number = Int(rest.dropFirst(9)[..<colon].trimmingCharacters(in: .whitespaces)),
                  number >= 1 else { return nil }
            scenario = number
            rest = rest[rest.index(after: colon)...]
        }
        let code = rest.trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty else { return nil }
        self.scenario = scenario
        self.code = code
    }

    /// The request this process was started with, if any.
    public static var current: ReplayRequest? {
        ProcessInfo.processInfo.environment[variable].flatMap(ReplayRequest.init)
    }

    /// The request as it is written: `"scenario 7: s0 s2 a0"`, or the schedule alone.
    public var description: String { (scenario.map { "scenario \($0): " } ?? "") + code }

    /// Whether the explorer asking runs inside a model check's scenario.
    @TaskLocal static var insideModelCheck = false

    /// The request an explorer answers here: one that names a scenario inside a model check,
    /// one that names none outside; `nil` to explore as always.
    static var forThisExplorer: ReplayRequest? {
        current.flatMap { ($0.scenario != nil) == insideModelCheck ? $0 : nil }
    }
}
