import Foundation

/// Decides the `test` proofs from both tracks' outcomes (docs/ARCHITECTURE.md, "Proofs"):
/// on the exercise track each declared proof fails with its intended message and nothing
/// else fails; on the solution track nothing fails at all.
enum TestJudge {
    static func judge(
        manifests: [ExerciseManifest], exercises: [TestOutcome], solutions: [TestOutcome]
    ) -> [Verdict] {
        var verdicts: [Verdict] = []
        var declared = Set<String>()
        for manifest in manifests {
            for proof in manifest.testProofs {
                declared.formUnion(proof.tests)
                verdicts.append(judge(proof, exercise: manifest.exercise, exercises: exercises, solutions: solutions))
            }
        }
        for manifest in manifests where !solutions.isEmpty && !manifest.contract.isEmpty {
            verdicts.append(judgeContract(manifest, solutions: solutions))
        }
        for outcome in exercises where outcome.failed && !declared.contains(outcome.id) {
            verdicts.append(undeclaredFailure(outcome, exercises: "fails but is not a proof: " + firstMessage(outcome), solutions: "-"))
        }
        for outcome in solutions where outcome.failed && !declared.contains(outcome.id) {
            verdicts.append(undeclaredFailure(outcome, exercises: "-", solutions: "FAILS: " + firstMessage(outcome)))
        }
        if exercises.isEmpty || solutions.isEmpty {
            verdicts.append(Verdict(
                exercise: nil, kind: .test, name: "test run",
                exercises: exercises.isEmpty ? "no test results" : "\(exercises.count) tests",
                solutions: solutions.isEmpty ? "no test results" : "\(solutions.count) tests", ok: false))
        }
        return verdicts
    }

    /// Every clause's tests ran on the solutions track and passed: a clause whose test was
    /// renamed or removed proves nothing.
    private static func judgeContract(_ manifest: ExerciseManifest, solutions: [TestOutcome]) -> Verdict {
        var problems: [String] = []
        for clause in manifest.contract {
            for id in clause.tests {
                switch solutions.first(where: { $0.id == id || $0.key == TestOutcome.key(id) }) {
                case nil: problems.append("clause \(clause.number): \(TestOutcome.key(id)) did not run")
                case let outcome? where outcome.failed: problems.append("clause \(clause.number): \(outcome.key) FAILS")
                default: break
                }
            }
        }
        return Verdict(
            exercise: manifest.exercise, kind: .contract, name: "every clause's tests (\(manifest.contract.count) clauses)",
            exercises: "-", solutions: problems.isEmpty ? "every test ran and passes" : problems.joined(separator: "; "),
            ok: problems.isEmpty)
    }

    /// A failing test that no manifest declares: on either track, it fails the gate.
    private static func undeclaredFailure(_ outcome: TestOutcome, exercises: String, solutions: String) -> Verdict {
        Verdict(
            exercise: ExerciseSelection.exercise(ofTest: outcome.id), kind: .test, name: outcome.id,
            exercises: exercises, solutions: solutions, ok: false)
    }

    private static func firstMessage(_ outcome: TestOutcome) -> String {
        outcome.messages.first.map(shorten) ?? "no message"
    }

    private static func judge(
        _ proof: TestProof, exercise: Int, exercises: [TestOutcome], solutions: [TestOutcome]
    ) -> Verdict {
        let (ids, fragment) = (proof.tests, proof.message)
        var exerciseProblems: [String] = []
        var solutionProblems: [String] = []
        for id in ids {
            let short = id.split(separator: "/").last.map(String.init) ?? id
            switch exercises.first(where: { $0.id == id }) {
            case nil: exerciseProblems.append("\(short) did not run")
            case let outcome? where !outcome.failed: exerciseProblems.append("\(short) PASSES")
            case let outcome? where !outcome.messages.contains(where: { $0.contains(fragment) }):
                exerciseProblems.append("\(short) fails for another reason: " + firstMessage(outcome))
            default: break
            }
            switch solutions.first(where: { $0.id == id }) {
            case nil: solutionProblems.append("\(short) did not run")
            case let outcome? where outcome.failed:
                solutionProblems.append("\(short) FAILS: " + firstMessage(outcome))
            default: break
            }
        }
        if ids.isEmpty { exerciseProblems.append("the manifest names no tests") }
        return Verdict(
            exercise: exercise, kind: .test, name: proof.name,
            exercises: exerciseProblems.isEmpty ? "caught (\(ids.count) tests fail: \"\(fragment)\")" : exerciseProblems.joined(separator: "; "),
            solutions: solutionProblems.isEmpty ? "pass" : solutionProblems.joined(separator: "; "),
            ok: exerciseProblems.isEmpty && solutionProblems.isEmpty)
    }

    /// The student-facing part of a failure (the readers know each format).
    static func essence(_ text: String) -> String { XCTestConsole.studentPart(of: text) }

    static func shorten(_ text: String) -> String {
        let essential = essence(text)
        let line = essential.split(separator: "\n").first.map(String.init) ?? essential
        return line.fitted(to: 110)
    }
}
