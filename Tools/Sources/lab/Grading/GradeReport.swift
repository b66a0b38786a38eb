import Foundation

/// One exercise of one submission, as graded: every test (proof) it ran, with the student
/// message of each that failed.
struct ExerciseGrade: Codable, Equatable {
    enum Status: String, Codable {
        case done, failing, missing, timedOut, doesNotCompile, crashed, neverReturned
    }

    struct Test: Codable, Equatable {
        enum Result: String, Codable {
            case passed, failed, skipped, crashed
        }

        /// `Type/name`, as the manifests name tests.
        let id: String
        /// What the framework calls it (Swift Testing's display name), else the id.
        let name: String
        let result: Result
        /// The student message of a failed test.
        let message: String?
        /// What it said as warnings (schedules a proof left out), failing nothing.
        var warnings: [String]?
        /// What it attached: a failing proof's scenario, numbered trace and replay string.
        var attachments: [GradeAttachment]?

        init(id: String, name: String, result: Result, message: String?, warnings: [String]? = nil, attachments: [GradeAttachment]? = nil) {
            self.id = id
            self.name = name
            self.result = result
            self.message = message
            self.warnings = warnings
            self.attachments = attachments
        }

        /// A test as the run reported it, with the files it attached read in.
        init(_ outcome: TestOutcome) {
            let attached = outcome.attachments.compactMap(GradeAttachment.init(path:))
            self.init(
                id: outcome.key, name: outcome.displayName ?? outcome.key,
                result: outcome.skipped ? .skipped : outcome.neverEnded ? .crashed : outcome.passed ? .passed : .failed,
                message: outcome.failed ? (outcome.messages.first ?? "failed") : nil,
                warnings: outcome.warnings.isEmpty ? nil : outcome.warnings, attachments: attached.isEmpty ? nil : attached)
        }
    }

    let exercise: Int
    let status: Status
    let tests: [Test]
    let compilerErrors: [String]
    /// The line its test process said as it ended (`crashed`, `neverReturned`).
    var incident: String?
    /// How long its run took, build included (0 when it came from the cache).
    var seconds: Double = 0

    var passed: Int { tests.filter { $0.result == .passed }.count }
    /// Tests that counted (skipped ones do not).
    var total: Int { tests.filter { $0.result != .skipped }.count }
    var failed: [Test] { tests.filter { $0.result == .failed || $0.result == .crashed } }
}

/// A file a test attached, kept in the report: its name and its text (a trace is a few lines;
/// more than `limit` bytes is cut, and says so).
struct GradeAttachment: Codable, Equatable {
    let name: String
    let text: String

    static let limit = 64 * 1024

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The file at `path`, or `nil` when it cannot be read.
    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        // Decoded leniently: a cut may fall inside a character (traces hold "—" and "…").
        let text = String(decoding: data.prefix(Self.limit), as: UTF8.self)
        self.init(name: URL(filePath: path).lastPathComponent, text: text + (data.count > Self.limit ? "\n… (cut at \(Self.limit) bytes)" : ""))
    }
}

/// One submission, as graded: its exercises, its proofs (the proofs track), and what it edited
/// or had refused.
struct SubmissionGrade: Codable, Equatable {
    let name: String
    let edited: [String]
    let refused: [String]
    let exercises: [ExerciseGrade]
    var proofs: [ProofGrade] = []
}

/// What `lab grade` prints: a table of students × exercises, then × proof exercises.
///
/// ```swift
/// Lab.say(GradeReport.table(grades, exercises: [1, 2, 3], proofs: [1, 2]))
/// ```
enum GradeReport {
    static func table(_ grades: [SubmissionGrade], exercises: [Int], proofs: [Int] = []) -> String {
        let rows = grades.map { grade in
            [grade.name] + exercises.map { number in grade.exercises.first { $0.exercise == number }.map(cell) ?? "-" }
                + proofs.map { number in grade.proofs.first { $0.proof == number }.map(cell) ?? "-" }
                + [flags(grade)]
        }
        return TextTable.render(header: ["submission"] + exercises.map { "ex \($0)" } + proofs.map { "proof \($0)" } + ["flags"], rows: rows)
            + "\n  done: every proof passes · k/n: proofs passing · missing: not handed in · timed out: past the cell's limit"
            + (proofs.isEmpty ? "" : "\n  proof N: the student's proof, judged · caught k/n: the gallery's wrong fixes it fails on · lets broken through:"
                + " it passes the exercise as shipped · rejects k correct: correct versions it fails on · done: every one as it should, on each of"
                + " \(ProofTrackCommand.runs) runs · no verdict: the judge was stopped or crashed (graded again next time)")
    }

    /// `edited 1 test file(s), refused 2 file(s)`: everything the HTML's flag cell lists.
    static func flags(_ grade: SubmissionGrade) -> String {
        [grade.edited.isEmpty ? nil : "edited \(grade.edited.count) test file(s)",
         grade.refused.isEmpty ? nil : "refused \(grade.refused.count) file(s)"].compactMap { $0 }.joined(separator: ", ")
    }

    /// A proof's cell, in the judge's own numbers (its summary's): the gallery's wrong fixes it
    /// catches, then what else it gets wrong.
    static func cell(_ grade: ProofGrade) -> String {
        switch grade.status {
        case .done: return "done"
        case .notDone:
            guard let score = grade.score else { return "not done" }
            return (["caught \(score.wrongCaught)/\(score.wrongTotal)"]
                + (score.brokenCaught ? [] : ["lets broken through"])
                + (score.rejected.isEmpty ? [] : ["rejects \(score.rejected.count) correct"])
                + (score.findings.isEmpty ? [] : ["\(score.findings.count) finding(s)"])).joined(separator: ", ")
        case .missing: return "missing"
        case .notStarted: return "not started"
        case .doesNotBuild: return ProofVerdict.doesNotBuild.rawValue
        case .timedOut: return "timed out"
        case .noVerdict: return "no verdict"
        }
    }

    static func cell(_ grade: ExerciseGrade) -> String {
        switch grade.status {
        case .done: "done"
        case .failing: "\(grade.passed)/\(grade.total)"
        case .missing: "missing"
        case .timedOut: "timed out"
        case .doesNotCompile: ExerciseProgress.Status.doesNotCompile.rawValue
        case .crashed: ExerciseProgress.Status.crashed.rawValue
        case .neverReturned: ExerciseProgress.Status.neverReturned.rawValue
        }
    }
}
