import LabKit

/// What the Exercise 2 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise2Messages {
    static let file = "Exercises/Exercise2/SessionProductStore.swift"

    static func latestWordLost(_ report: ExplorationReport) -> String? {
        guard let failure = report.failureMessage else { return nil }
        return "The latest word lost: the store must end with what the call that started last decided (that"
            + " refresh's catalog, or nothing after a clear(), the sign-out). \(failure)\n"
            + (report.simplestFailure.map { "Replay it alone, the tests unchanged: swift run lab replay 2 \"\($0.replay)\"\n" } ?? "")
            + "\(file): after its `await`, refresh(from:) must check that it is still the latest call before it writes."
            + " See Exercises/Exercise2/README.md, hint 1 (then 2 and 3)."
    }

    static func contractDisagrees(_ report: ModelCheckReport) -> String? {
        ContractWords.disagreement(report, exercise: 2, read: "\(file): see Exercises/Exercise2/README.md, the contract and hints 1–3.")
    }
}
