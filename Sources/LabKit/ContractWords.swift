import Catalog
import ConcurrencyProbes

/// What the contract models tell a student, said the same way in every exercise.
///
/// ```swift
/// if let message = ContractWords.disagreement(report, read: "Exercises/Exercise7/CatalogLoader.swift: see …") {
///     Issue.record(Comment(rawValue: message))
/// }
/// ContractWords.network(.success("A"))          // "answers [A]"
/// ContractWords.answer(.failure(.connectivity))  // "a failure (connectivity)"
/// ```
public enum ContractWords {
    /// The first line a failing model check starts with; `proofs.json` names it as the proof's message.
    public static let headline = "The contract's model disagrees: "

    /// The model check's failure: the headline with what went wrong in the clause's own words
    /// (the failing schedule's verdict), then the smallest scenario, its numbered trace and its
    /// replay string, then the command that replays it without editing the tests
    /// (`ReplayRequest`), then what to read. `nil` when every scenario agreed.
    public static func disagreement(_ report: ModelCheckReport, exercise: Int, read: String) -> String? {
        guard let failure = report.failure, let details = report.failureMessage else { return nil }
        let said: String = if case let .broken(_, message)? = failure.exploration.simplestFailure?.verdict {
            message
        } else {
            "a call never settled in a scenario of the contract."
        }
        let replay = failure.exploration.simplestFailure.map {
            "Replay it alone, the tests unchanged: swift run lab replay \(exercise) \"scenario \(failure.position): \($0.replay)\"\n"
        } ?? ""
        return headline + said + "\n" + details + "\n" + replay + read
    }

    /// A network double's answer as a trace shows it: "[A]" or "a failure (connectivity)".
    public static func answer(_ answer: Result<String, CatalogError>) -> String {
        DependencyAnswer(answer).inTrace
    }

    /// What a network double does: "answers [A]" or "fails with connectivity".
    public static func network(_ answer: Result<String, CatalogError>) -> String {
        DependencyAnswer(answer).description
    }
}
