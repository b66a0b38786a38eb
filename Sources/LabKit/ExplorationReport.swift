/// What a `ScheduleExplorer` found: how many schedules it ran, how many broke the rule, and
/// the simplest broken one as a trace a student can follow.
///
/// Its `description` stays short on purpose: `#expect(report.failures == 0)` prints the
/// report, and a dump of every schedule would bury the one trace that matters.
///
/// ```swift
/// let report = await explorer.explore()
/// if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) }
/// ```
public struct ExplorationReport: Sendable, CustomStringConvertible {
    /// Schedules run, counting every smaller group of the calls.
    public let explored: Int
    /// Of those, the schedules with every call of the scenario.
    public let withEveryCall: Int
    public let callNames: [String]
    /// Schedules after which the latest word had not won.
    public let failures: Int
    public let simplestFailure: ScheduleTrace?
    /// At most this many cuts a schedule at an `await` no gate controls: every order at the
    /// gates is run, the others within this bound.
    public let preemptionBound: Int

    public var description: String {
        "explored \(explored) schedules (\(withEveryCall) with all of \(callNames.joined(separator: ", ")); every order at the gates,"
            + " at most \(preemptionBound) cut\(preemptionBound == 1 ? "" : "s") at other awaits); \(failures) broke the rule"
    }

    /// The numbered trace of the simplest failing schedule and the count, or `nil` if none failed.
    public var failureMessage: String? {
        guard let trace = simplestFailure else { return nil }
        return "\(failures) of \(explored) schedules of \(callNames.joined(separator: ", ")) end in the wrong state."
            + " The simplest:\n\(trace)"
    }
}

/// One schedule as it ran: numbered steps, each with the state after it, and the verdict.
public struct ScheduleTrace: Sendable, CustomStringConvertible {
    public let schedule: Schedule
    public let steps: [String]
    public let verdict: String
    /// True if the latest word won.
    public let held: Bool
    /// True if a call never settled (neither ended nor waited at its gate) within the step limit.
    public let stuck: Bool

    public var description: String {
        (steps + [verdict]).joined(separator: "\n")
    }
}
