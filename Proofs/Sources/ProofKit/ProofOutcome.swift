import Testing

/// What a student's proof did with one version, read from the exit test it ran in
/// (`ProofJudge.prove(on:_:)`).
///
/// ```swift
/// let result = await #expect(processExitsWith: version.expectedExit) { … }
/// let outcome = ProofOutcome(expected: version.verdict, result?.exitStatus)
/// if outcome.rejects { … }
/// ```
public enum ProofOutcome: Sendable, Equatable, CustomStringConvertible {
    /// It ran to its end and recorded no issue: the proof accepts the version.
    case passed
    /// It recorded an issue (an expectation, a leak): the proof rejects the version.
    case failed
    /// It crashed the process (a trap in the version, or in the proof): the version is rejected too.
    case crashed(String)
    /// It never ended within its safety net: the proof waits for something the version never does.
    case neverEnded
    /// It did not pass, and the exit test says no more: Swift Testing gives an exit test's
    /// status only when it was the one expected (what the proof said is in the output above).
    case rejected

    /// Exit codes the child process uses (`ProofJudge.prove(_:)`).
    static let passedCode: CInt = 0
    static let failedCode: CInt = 1
    static let neverEndedCode: CInt = 2

    /// `status` is `nil` when the exit was not the one a good proof gives `expected`: then a
    /// correct version was rejected, and a wrong one passed.
    public init(expected: ProofVersion.Verdict, _ status: ExitStatus?) {
        switch status {
        case .none: self = expected == .correct ? .rejected : .passed
        case let .some(status):
            switch status {
            case .exitCode(Self.passedCode): self = .passed
            case .exitCode(Self.failedCode): self = .failed
            case .exitCode(Self.neverEndedCode): self = .neverEnded
            case let .exitCode(code): self = .crashed("exit code \(code)")
            case let .signal(signal): self = .crashed("signal \(signal)")
            @unknown default: self = .crashed("\(status)")
            }
        }
    }

    /// Whether the proof said no to the version (failed, crashed, or never ended).
    public var rejects: Bool {
        switch self {
        case .failed, .crashed, .neverEnded, .rejected: true
        case .passed: false
        }
    }

    public var description: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case let .crashed(how): "crashed (\(how))"
        case .neverEnded: "never ended"
        case .rejected: "failed"
        }
    }
}
