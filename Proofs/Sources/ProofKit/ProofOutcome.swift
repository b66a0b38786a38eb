/// What a student's proof did with one version (`ProofJudge.run(of:_:)`).
///
/// ```swift
/// if ProofJudge.run(of: version, result).outcome.rejects { … }
/// ```
public enum ProofOutcome: Sendable, Equatable, CustomStringConvertible {
    /// It ran to its end and recorded no issue: the proof accepts the version.
    case passed
    /// It recorded an issue (an expectation, a leak, an error it threw): the proof rejects the version.
    case failed
    /// It crashed the process (a trap in the version, or in the proof): the version is rejected too.
    case crashed(String)
    /// It never ended within its exercise's limit: the proof waits for something the version never does.
    case neverEnded

    /// Whether the proof said no to the version (failed, crashed, or never ended).
    public var rejects: Bool { self != .passed }

    public var description: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case let .crashed(how): "crashed: \(how)"
        case .neverEnded: "never ended within its time limit"
        }
    }
}
