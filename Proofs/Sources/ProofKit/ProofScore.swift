import Foundation

/// A judged proof in numbers, attached by every judge as `ProofN-score.json` (Swift Testing's
/// attachments), so `lab grade` reads what the proof caught from a file, not from the summary's
/// words. `lab` decodes the same keys (`Tools/Sources/lab/Grading/ProofGrade.swift`, `Score`),
/// and `lab proofs` fails the gate when a judge's file does not decode there.
///
/// ```swift
/// let score = ProofScore(report)
/// score.wrongCaught   // 8
/// score.wrongTotal    // 10: the broken version is not counted here, see `brokenCaught`
/// ```
public struct ProofScore: Codable, Sendable, Equatable {
    /// The proof passed the lab's solution.
    public let fixedPasses: Bool
    /// Correct fixes of the gallery it passed, of how many.
    public let correctPassed: Int
    public let correctTotal: Int
    /// It failed on the exercise as shipped.
    public let brokenCaught: Bool
    /// Wrong fixes of the gallery it caught, of how many.
    public let wrongCaught: Int
    public let wrongTotal: Int
    /// The versions it got wrong, by name: wrong fixes let through, correct ones rejected.
    public let letThrough: [String]
    public let rejected: [String]
    /// What its source says (asserts nothing, sleeps, asks which version), one line each.
    public let findings: [String]
    /// Every version as a good proof has it, and nothing in the source to say.
    public let isDone: Bool

    public init(_ report: ProofReport) {
        let fixed = report.runs.filter { $0.version.name == ProofVersion.fixedName }
        let broken = report.runs.filter { $0.version.name == ProofVersion.brokenName }
        let correct = report.runs.filter { $0.version.verdict == .correct && $0.version.name != ProofVersion.fixedName }
        let wrong = report.runs.filter { $0.version.verdict == .wrong && $0.version.name != ProofVersion.brokenName }
        fixedPasses = fixed.allSatisfy(\.isAsExpected)
        correctPassed = correct.filter(\.isAsExpected).count
        correctTotal = correct.count
        brokenCaught = broken.allSatisfy(\.isAsExpected)
        wrongCaught = wrong.filter(\.isAsExpected).count
        wrongTotal = wrong.count
        letThrough = report.runs.filter { $0.version.verdict == .wrong && !$0.isAsExpected }.map(\.version.name)
        rejected = report.runs.filter { $0.version.verdict == .correct && !$0.isAsExpected }.map(\.version.name)
        findings = report.findings
        isDone = report.isDone
    }

    /// The file's text: sorted keys, so two runs that judged alike attach the same bytes.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Only strings, numbers and booleans: encoding cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
