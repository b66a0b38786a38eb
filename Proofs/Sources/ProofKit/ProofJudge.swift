import ConcurrencyProbes
import Foundation
import LeakTracking
import Testing

/// The two halves of judging a student's proof against one version, each in its own process:
/// the proof runs in an exit test's child (a version that traps, or a proof that hangs, ends
/// that child, never the judge), and the judge reads what became of it.
///
/// ```swift
/// let run = await #expect(processExitsWith: version.expectedExit, observing: [\.standardOutputContent],
///                         Comment(rawValue: version.letThroughMessage)) { [name] in
///     await ProofJudge.prove(on: name) { await Proof1.prove(Proof1Registry.versions(named: name)!) }
/// }
/// let outcome = ProofOutcome(run?.exitStatus)
/// ```
public enum ProofJudge {
    /// How long one run of a proof may take: a proof that waits for a version that never
    /// answers is told so, and the judge goes on to the next version.
    public static let limit: Duration = .seconds(5)

    /// The prefix of each line the child prints for an issue the proof recorded.
    static let issuePrefix = "proof-issue: "

    /// In the child process: runs `proof` once — inside a leak-tracking scope, so
    /// `trackForMemoryLeaks` works as it does under `.detectsLeaks`, and under a safety net —
    /// prints each issue it records, and ends the process with the outcome's exit code.
    ///
    /// Each issue the proof records reaches the judge's output as a known issue that names
    /// `version` (Swift Testing forwards a child's issues): what the proof said on each version.
    public static func prove(on version: String, _ proof: @escaping @MainActor @Sendable () async -> Void) async -> Never {
        let issues = Locked<[String]>([])
        let outcome = await SafetyNet.run(limit: limit) {
            await withKnownIssue("what your proof said on the version \(version)", isIntermittent: true) {
                await withLeakTracking { await proof() }
            } matching: { issue in
                issues.withLock { $0.append(issue.description) }
                return true
            }
        }
        let code: CInt
        switch outcome {
        case .timedOut:
            code = ProofOutcome.neverEndedCode
        case .returned:
            for issue in issues.value { print(issuePrefix + issue.replacingOccurrences(of: "\n", with: " ")) }
            code = issues.value.isEmpty ? ProofOutcome.passedCode : ProofOutcome.failedCode
        }
        fflush(nil)  // every stream: what the proof recorded reaches the judge before the process ends
        exit(code)
    }

    /// What the proof recorded in a child, from its standard output.
    public static func issues(in result: ExitTest.Result?) -> [String] {
        guard let result else { return [] }
        return String(decoding: result.standardOutputContent, as: UTF8.self)
            .split(separator: "\n")
            .compactMap { $0.hasPrefix(issuePrefix) ? String($0.dropFirst(issuePrefix.count)) : nil }
    }
}
