import Foundation

/// GitHub Classroom's autograding result for one student's repository: one test per exercise
/// and per proof exercise `lab grade` judged, so each earns its points (`score` = `max_score` = 1
/// when every proof passes, or the student's proof is done).
///
/// ```json
/// {"version":1,"status":"fail","max_score":10,"tests":[{"name":"Exercise 1 — …","status":"pass","score":1,"max_score":1,"message":"…"}]}
/// ```
enum GradeClassroom {
    struct Result: Codable, Equatable {
        struct Test: Codable, Equatable {
            let name: String
            let status: String
            let score: Int
            let maxScore: Int
            let message: String

            enum CodingKeys: String, CodingKey {
                case name, status, score, message
                case maxScore = "max_score"
            }
        }

        let version: Int
        let status: String
        let maxScore: Int
        let tests: [Test]

        enum CodingKeys: String, CodingKey {
            case version, status, tests
            case maxScore = "max_score"
        }
    }

    static func result(_ grade: SubmissionGrade, titles: [Int: String]) -> Result {
        let tests = grade.exercises.map { exercise in
            let passed = exercise.status == .done
            let message: String = switch exercise.status {
            case .done: "every proof passes (\(exercise.total))"
            case .failing: "\(exercise.passed) of \(exercise.total) tests pass. " + (exercise.failed.first?.message ?? "")
            case .missing: "not handed in"
            case .timedOut: "the tests did not end within the time limit"
            case .doesNotCompile: "does not compile: " + (exercise.compilerErrors.first ?? "")
            case .crashed, .neverReturned: exercise.incident ?? GradeReport.cell(exercise)
            }
            return Result.Test(
                name: "Exercise \(exercise.exercise) — \(titles[exercise.exercise] ?? "")", status: passed ? "pass" : "fail",
                score: passed ? 1 : 0, maxScore: 1, message: message)
        }
        let proofs = grade.proofs.map { proof in
            let message = proof.status == .done ? "done: every version judged as it should be" : GradeReport.cell(proof)
                + (proof.messages.first.map { ". " + $0 } ?? "")
            return Result.Test(name: "\(ProofExerciseID(proof.proof).title) — your proof, judged", status: proof.status == .done ? "pass" : "fail",
                               score: proof.status == .done ? 1 : 0, maxScore: 1, message: message)
        }
        let failed = grade.exercises.contains { $0.status != .done } || grade.proofs.contains { $0.status != .done }
        return Result(version: 1, status: failed ? "fail" : "pass", maxScore: tests.count + proofs.count, tests: tests + proofs)
    }

    /// Classroom reads one student's result: more than one submission is a usage error.
    static func render(_ grades: [SubmissionGrade], titles: [Int: String]) throws -> Data {
        guard grades.count == 1, let grade = grades.first else {
            throw LabError.usage("--format classroom is one student's result (GitHub Classroom grades one repository): grade one submission, or use --format json, junit or html for a class")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(result(grade, titles: titles))
    }
}
