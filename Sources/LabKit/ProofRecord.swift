import ConcurrencyProbes
import Testing

/// What a proof of the Swift Testing suites leaves behind for a CI to keep: its message as the
/// test's issue, the failing scenario, numbered trace and replay string as attachments
/// (`swift test --attachments-path DIR` writes each as a file; `lab grade` puts them in
/// `grade.json` and its page), and schedules it left out as a warning, which fails nothing.
/// XCTest on Linux has no attachments: there the message carries the trace, as it always has.
/// The message is recorded at the student's line (`StudentLine`: the declaration of the method
/// the failing call reached, found from the report's trace or the message's words), or at the
/// test's own when none is found; the attachments stay with the test.
///
/// ```swift
/// let report = await Exercise4Contract.check()
/// ProofRecord.record(Exercise4Messages.contractDisagrees(report), of: report, exercise: 4)
/// ```
public enum ProofRecord {
    /// A model check: the smallest failing scenario, its trace and replay; what it left out.
    public static func record(
        _ message: String?, of report: ModelCheckReport, exercise: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let message {
            let calls = StudentLine.calls(in: report.failure?.exploration.simplestFailure) + StudentLine.calls(in: message)
            Issue.record(Comment(rawValue: message), sourceLocation: place(calls, exercise, sourceLocation))
        }
        if let failure = report.failure {
            Attachment.record(failure.scenario, named: "Exercise\(exercise)-scenario.txt", sourceLocation: sourceLocation)
            if let trace = failure.exploration.simplestFailure { attach(trace, exercise: exercise, sourceLocation) }
        }
        warn(report.leftOutNote, sourceLocation)
    }

    /// An exploration: the simplest failing schedule's trace and replay; what it left out.
    public static func record(
        _ message: String?, of report: ExplorationReport, exercise: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let message {
            let calls = StudentLine.calls(in: report.simplestFailure) + StudentLine.calls(in: message)
            Issue.record(Comment(rawValue: message), sourceLocation: place(calls, exercise, sourceLocation))
        }
        if let trace = report.simplestFailure { attach(trace, exercise: exercise, sourceLocation) }
        warn(report.leftOutNote, sourceLocation)
    }

    /// A check that drives its scenarios itself (a main-actor type's): the smallest scenario
    /// that disagrees, in words, is the message and the attachment.
    public static func record(_ message: String?, exercise: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let message else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: place(StudentLine.calls(in: message), exercise, sourceLocation))
        Attachment.record(message, named: "Exercise\(exercise)-scenario.txt", sourceLocation: sourceLocation)
    }

    /// What a proof left out, as a warning: `Issue.Severity` is public from Swift 6.3 on (ST-0013;
    /// SPI before), and the exercises still build with 6.2, where the note stays in the report.
    private static func warn(_ note: String?, _ sourceLocation: SourceLocation) {
        #if compiler(>=6.3)
        if let note { Issue.record(Comment(rawValue: note), severity: .warning, sourceLocation: sourceLocation) }
        #endif
    }

    /// The student's line for `calls`, or the test's own.
    private static func place(_ calls: [String], _ exercise: Int, _ test: SourceLocation) -> SourceLocation {
        StudentLine.declaration(of: calls, exercise: exercise, testFile: test.filePath)?.sourceLocation ?? test
    }

    private static func attach(_ trace: ScheduleTrace, exercise: Int, _ sourceLocation: SourceLocation) {
        Attachment.record(trace.description, named: "Exercise\(exercise)-trace.txt", sourceLocation: sourceLocation)
        Attachment.record(trace.replay, named: "Exercise\(exercise)-replay.txt", sourceLocation: sourceLocation)
    }
}
