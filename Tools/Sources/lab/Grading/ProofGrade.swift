import Foundation

/// One proof exercise of one submission, as graded (`ProofGrader`): the student's proof judged
/// against every version of its exercise, and how many wrong fixes it catches.
///
/// ```swift
/// GradeReport.cell(grade)   // "done", "caught 6/10", "rejects 1 correct"
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

        /// Wrong versions caught (the broken one and the gallery's wrong fixes), of how many.
        var caught: Int { wrongCaught + (brokenCaught ? 1 : 0) }
        var wrongVersions: Int { wrongTotal + 1 }
        /// Correct versions rejected (the fixed one and the gallery's correct fixes).
        var rejectedCount: Int { rejected.count }
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
}
