import Foundation

/// One proof exercise of one submission, as graded (`ProofGrader`): the student's proof judged
/// against every version of its exercise, and how many wrong fixes it catches.
///
/// ```swift
/// GradeReport.cell(grade)   // "done", or "caught 6/10, lets broken through, rejects 1 correct"
/// ```
struct ProofGrade: Codable, Equatable {
    enum Status: String, Codable {
        /// Done on each of `ProofTrackCommand.runs` runs, as `lab proof N` calls it.
        case done
        /// The judge said no: a wrong version let through, a correct one rejected, or what its source does.
        case notDone
        /// No `Proofs/ProofN/` in the submission.
        case missing
        /// The starting proof, as shipped (it asserts nothing): not judged.
        case notStarted
        /// The proofs package did not build with this proof in it.
        case doesNotBuild
        /// The judge did not end within the cell's limit.
        case timedOut
        /// The judge's process ended without a verdict (stopped, or crashed).
        case noVerdict

        /// Whether a grade with this status is the submission's to keep (`GradeCache`): a
        /// limit or a stopped judge says nothing of the proof, and is judged again next time.
        var isVerdict: Bool { self != .timedOut && self != .noVerdict }
    }

    /// What the judge attached, `ProofN-score.json`: the keys of ProofKit's `ProofScore`
    /// (`Proofs/Sources/ProofKit/ProofScore.swift`; the proofs package cannot share a type with
    /// the tool, and `lab proofs` checks that every judge's file decodes here).
    struct Score: Codable, Equatable {
        let fixedPasses: Bool
        let correctPassed: Int
        let correctTotal: Int
        let brokenCaught: Bool
        let wrongCaught: Int
        let wrongTotal: Int
        let letThrough: [String]
        let rejected: [String]
        let findings: [String]
        let isDone: Bool

    }

    /// N of `ProofN`.
    let proof: Int
    let status: Status
    /// What the judge counted (`nil` when it did not run to its end).
    let score: Score?
    /// What the judge said: each version it got wrong, and its summary; or the build's errors.
    let messages: [String]
    /// How long its runs took, build included (0 when it came from the cache).
    var seconds: Double = 0

    init(proof: Int, status: Status, score: Score?, messages: [String], seconds: Double = 0) {
        self.proof = proof
        self.status = status
        self.score = score
        self.messages = messages
        self.seconds = seconds
    }

    /// What the judge said, as a cell: its words when not done, the compiler's when it did not build.
    init(proof: Int, judgement: ProofJudgement, seconds: Double) {
        let status: Status = switch judgement.outcome {
        case .done: .done
        case .notDone: .notDone
        case .doesNotBuild: .doesNotBuild
        case .timedOut: .timedOut
        case .endedWithoutVerdict: .noVerdict
        }
        self.init(proof: proof, status: status, score: judgement.score, messages: judgement.said, seconds: seconds)
    }

    /// The grade of a proof the lab does not judge: none handed in (`missing`), or the starting
    /// proof as shipped, which asserts nothing (`notStarted`: judging it would only say so).
    /// `nil`: a proof to judge. `sources`: its Swift files, by path under `Proofs/ProofN/`.
    static func unjudged(_ proof: Int, sources: [String: Data]?, shipped: ShippedFiles) -> ProofGrade? {
        guard let sources, !sources.isEmpty else { return ProofGrade(proof: proof, status: .missing, score: nil, messages: []) }
        return shipped.isStartingProof(sources, of: proof) ? ProofGrade(proof: proof, status: .notStarted, score: nil, messages: []) : nil
    }
}
