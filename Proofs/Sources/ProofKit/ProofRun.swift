/// One version, and what the student's proof did with it.
///
/// ```swift
/// let run = ProofRun(version: fixed, outcome: .passed, issues: [])
/// run.isAsExpected // true: a correct version, passed
/// ```
public struct ProofRun: Sendable {
    public let version: ProofVersion
    public let outcome: ProofOutcome
    /// What the proof recorded on it, each issue on a line.
    public let issues: [String]

    public init(version: ProofVersion, outcome: ProofOutcome, issues: [String]) {
        self.version = version
        self.outcome = outcome
        self.issues = issues
    }

    /// A good proof passes a correct version and rejects a wrong one.
    public var isAsExpected: Bool {
        version.verdict == .correct ? !outcome.rejects : outcome.rejects
    }
}
