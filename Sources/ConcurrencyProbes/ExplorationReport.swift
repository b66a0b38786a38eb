/// What a ``ScheduleExplorer`` found: how many schedules it ran, whether that was every one,
/// how many broke the check, and the simplest broken one as a trace.
///
/// Its `description` stays short on purpose: `#expect(report.failures == 0)` prints the
/// report, and a dump of every schedule would bury the one trace that matters.
///
/// ```swift
/// let report = await explorer.explore()
/// print(report)   // explored 45 of 45 schedules (complete: …); 0 broke "the latest word wins"
/// if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) }
/// ```
public struct ExplorationReport: Sendable, CustomStringConvertible {
    /// Schedules run, counting every smaller group of the calls.
    public let explored: Int
    /// Of those, the schedules with every call of the scenario.
    public let withEveryCall: Int
    /// The calls' names, in the order the explorer was given them.
    public let callNames: [String]
    /// Schedules after which the check failed.
    public let failures: Int
    /// The failing schedule easiest to follow (fewest calls, steps, switches), if any failed.
    public let simplestFailure: ScheduleTrace?
    /// At most this many cuts a schedule at an `await` no gate controls: every order at the
    /// gates is run, the others within this bound.
    public let preemptionBound: Int
    /// True if every schedule within the preemption bound was run; false if the exploration
    /// stopped at `maxSchedules` or at a schedule whose call never settled, or if schedules
    /// were left out (`unreplayable`: each takes the schedules that would have branched
    /// from it along).
    public let complete: Bool
    /// The most schedules the exploration was allowed to run, if it was bounded.
    public let maxSchedules: Int?
    /// Schedules noted in one run that did not exist when run again: the code depends on
    /// something the explorer does not run (a timer, the main actor, a thread or queue of its
    /// own, a task woken from outside the scenario). They are left out, never counted as
    /// failures. The tasks a call makes (`Task {}`, `Task.detached`, `async let`, task groups)
    /// are run by the explorer, step by step, and leave nothing out.
    public let unreplayable: Int
    /// The check, in a few words.
    public let rule: String

    /// How many schedules ran, whether that was every one, and how many broke the check.
    public var description: String {
        let cuts = "at most \(preemptionBound) cut\(preemptionBound == 1 ? "" : "s") at other awaits"
        let all = "\(withEveryCall) with all of \(callNames.joined(separator: ", "))"
        var why: [String] = []
        if let maxSchedules, explored >= maxSchedules { why.append("bounded at \(maxSchedules)") }
        if simplestFailure?.stuck == true { why.append("stopped at a schedule that could not go on") }
        if unreplayable > 0 {
            why.append("\(unreplayable) left out: a step noted in one run was not possible in the next, so they depend on something the explorer does not run (a timer, the main actor, a thread of its own)")
        }
        let extent = complete
            ? "explored \(explored) of \(explored) schedules (complete: \(all); every order at the gates, \(cuts))"
            : "explored \(explored) schedules, not every one (\(why.joined(separator: "; ")): \(all); \(cuts))"
        return extent + "; \(failures) broke \"\(rule)\""
    }

    /// What was left out and why, in one line — `nil` when nothing was. Not a failure: a test
    /// framework that has warnings shows it as one, so a CI keeps it beside the run.
    ///
    /// ```swift
    /// if let note = report.leftOutNote { Issue.record(Comment(rawValue: note), severity: .warning) }
    /// if let trace = report.simplestFailure {
    ///     Attachment.record(trace.description, named: "trace.txt")   // the numbered steps
    ///     Attachment.record(trace.replay, named: "replay.txt")       // explorer.replay(_:) runs it alone
    /// }
    /// ```
    public var leftOutNote: String? {
        guard unreplayable > 0 else { return nil }
        return "\(unreplayable) schedules of \(callNames.joined(separator: ", ")) were left out (\(explored) ran), not failed:"
            + " a step noted in one run was not possible in the next, so they depend on something the explorer does not run"
            + " (a timer, the main actor, a thread of its own)."
    }

    /// The numbered trace of the simplest failing schedule, the count, and how to replay it;
    /// `nil` if none failed.
    public var failureMessage: String? {
        guard let trace = simplestFailure else { return nil }
        return "\(failures) of \(explored) schedules of \(callNames.joined(separator: ", ")) break \"\(rule)\"."
            + " The simplest:\n\(trace)\n(replay it alone: explorer.replay(\"\(trace.replay)\"))"
    }
}
