import ConcurrencyProbes
import Foundation
import LeakTracking
import Testing

/// The two halves of judging a student's proof against one version, each in its own process:
/// the proof runs in an exit test's child (a version that traps, or a proof that hangs, ends
/// that child, never the judge), and the judge reads what became of it.
///
/// ```swift
/// let finished = Locked<ExitTest.Result?>(nil)
/// await withKnownIssue("…", isIntermittent: true) {
///     let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name] in
///         await ProofJudge.prove(within: Proof1Judge.exercise.limit) { try await Proof1.prove(Proof1Registry.versions(named: name)!) }
///     }
///     finished.withLock { $0 = result }
/// }
/// let run = ProofJudge.run(of: version, finished.value)
/// ```
public enum ProofJudge {
    /// How long one run of a proof may take unless its exercise says otherwise: a proof that
    /// waits for something a version never does is stopped there, and the judge goes on.
    public static let defaultLimit: Duration = .seconds(5)

    /// The harness's safety nets in a child (`SafetyNet.defaultLimit`, unless already set): the
    /// child runs code expected to hang, as `lab gallery`'s entries do, which set the same.
    static let safetyNetSeconds = "3"

    /// The child's report, one line each: its verdict, then what the proof recorded. The child
    /// exits 0 whatever the proof did: Swift Testing gives the judge an exit test's output only
    /// when it exited as expected, so only a crash ends it otherwise.
    static let passedLine = "proof-passed"
    static let neverEndedLine = "proof-never-ended"
    static let issuePrefix = "proof-issue: "

    /// In the child process: runs `proof` once, inside a leak-tracking scope (so
    /// `trackForMemoryLeaks` works as it does under `.detectsLeaks`), prints whether it passed
    /// and each issue it recorded (or the error it threw), and ends the process; a thread of its
    /// own says it never ended and ends the process if the proof has not ended within `limit`,
    /// even when the proof holds every thread of the concurrency pool.
    public static func prove(within limit: Duration = defaultLimit, _ proof: @escaping @MainActor @Sendable () async throws -> Void) async -> Never {
        // Before anything reads it: the safety nets are read once, from the environment.
        setenv("CONCURRENCY_PROBES_SAFETY_NET_SECONDS", safetyNetSeconds, 0)
        let seconds = Double(limit.components.seconds)
        // A thread, not a task: a proof that spins would keep a task from ever running.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: seconds)  // a safety net, not synchronisation: a proof ends long before
            print(neverEndedLine)
            fflush(nil)
            _exit(0)  // now, with the proof still running: no exit handler waits for it
        }
        let issues = Locked<[String]>([])
        do {
            // An error the proof throws is an issue like any other: the matcher takes it too.
            try await withKnownIssue("what your proof said", isIntermittent: true) {
                try await withLeakTracking { try await proof() }
            } matching: { issue in
                // One line, without Swift Testing's severity (" (error)"): the student wrote none.
                let said = issue.description.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: " (error)", with: "")
                issues.withLock { $0.append(said) }
                return true
            }
        } catch {
            issues.withLock { $0.append("threw \(error)") }
        }
        print(issues.value.isEmpty ? passedLine : issues.value.map { issuePrefix + $0 }.joined(separator: "\n"))
        fflush(nil)  // every stream: the report reaches the judge before the process ends
        exit(0)
    }

    /// What became of the proof on `version`, from its child's result: `nil` when Swift
    /// Testing gives none, because the child did not exit with code 0: it crashed (a trap in
    /// the version or in the proof).
    ///
    /// ```swift
    /// let run = ProofJudge.run(of: fixed, result)
    /// run.isAsExpected
    /// ```
    public static func run(of version: ProofVersion, _ result: ExitTest.Result?) -> ProofRun {
        guard let result else { return ProofRun(version: version, outcome: .crashed("a trap, in the version or in your proof"), issues: []) }
        let lines = String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n")
        let issues = lines.compactMap { $0.hasPrefix(issuePrefix) ? String($0.dropFirst(issuePrefix.count)) : nil }
        let outcome: ProofOutcome
        if lines.contains(where: { $0 == neverEndedLine }) {
            outcome = .neverEnded
        } else if lines.contains(where: { $0 == passedLine }) {
            outcome = .passed
        } else if !issues.isEmpty {
            outcome = .failed
        } else {
            outcome = .crashed("it ended without a word")
        }
        return ProofRun(version: version, outcome: outcome, issues: issues)
    }
}
