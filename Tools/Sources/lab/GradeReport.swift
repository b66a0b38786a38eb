import Foundation

/// One exercise of one submission, as graded.
struct ExerciseGrade: Encodable {
    enum Status: String, Encodable {
        case done, failing, missing, timedOut, doesNotCompile
    }

    struct Failure: Encodable {
        let test: String
        let message: String
    }

    let exercise: Int
    let status: Status
    let passed: Int
    let total: Int
    let failures: [Failure]
    let compilerErrors: [String]
}

/// One submission, as graded: its exercises, and what it edited or had refused.
struct SubmissionGrade: Encodable {
    let name: String
    let edited: [String]
    let refused: [String]
    let exercises: [ExerciseGrade]
}

/// What `lab grade` prints and writes: a table of students × exercises, and versioned JSON.
///
/// ```swift
/// Lab.say(GradeReport.table(grades, exercises: [1, 2, 3]))
/// ```
enum GradeReport {
    static let version = 1

    static func table(_ grades: [SubmissionGrade], exercises: [Int]) -> String {
        let rows = grades.map { grade in
            [grade.name] + grade.exercises.map(cell) + [grade.edited.isEmpty ? "" : "edited \(grade.edited.count) test file(s)"]
        }
        return TextTable.render(header: ["submission"] + exercises.map { "ex \($0)" } + ["flags"], rows: rows)
            + "\n  done: every proof passes · k/n: proofs passing · no build: does not compile · missing: not handed in"
    }

    private static func cell(_ grade: ExerciseGrade) -> String {
        switch grade.status {
        case .done: "done"
        case .failing: "\(grade.passed)/\(grade.total)"
        case .missing: "missing"
        case .timedOut: "timed out"
        case .doesNotCompile: "no build"
        }
    }

    static func json(_ grades: [SubmissionGrade]) throws -> Data {
        struct Document: Encodable {
            let version: Int
            let submissions: [SubmissionGrade]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(Document(version: version, submissions: grades))
    }
}
