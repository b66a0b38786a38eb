import Foundation

/// For one proof exercise, each behavioural clause of the contract it proves (review rules
/// excepted: no behaviour shows them) with the versions its judge runs that are written to
/// break that clause — a gallery entry's `clause:` line. A clause with none is a clause the judge
/// cannot ask for: a proof that skips it is judged done (issue 45). That each entry breaks its
/// clause, and that for each clause one entry breaks it and no other, is what the gate's
/// gallery step checks from the entries' runs (`ClauseCoverage`).
///
/// ```swift
/// let table = try ProofClauseTable(ProofExerciseID(2), layout: lab.layout)
/// table.lines       // ["Proof 2 (Exercise 2), clause 4 ← clear-stops-only-a-running-refresh", …]
/// table.uncovered   // []
/// ```
struct ProofClauseTable {
    let id: ProofExerciseID
    let exercise: Int
    let rows: [(clause: Int, versions: [String])]

    init(_ id: ProofExerciseID, layout: LabLayout) throws {
        self.id = id
        exercise = try ProofVersions(id, layout: layout).exercise
        let entries = try layout.gallery(exercise).filter { $0.kind != .escapeHatch }
        rows = try layout.manifest(exercise).contract.filter { !$0.isReviewRule }.map { clause in
            (clause.number, entries.filter { $0.expectation == .wrong(clause: clause.number, knownMiss: nil) }.map(\.name))
        }
    }

    /// The behavioural clauses no version is written to break.
    var uncovered: [Int] { rows.filter(\.versions.isEmpty).map(\.clause) }

    var lines: [String] {
        rows.map { row in
            "\(id.title) (Exercise \(exercise)), clause \(row.clause) ← "
                + (row.versions.isEmpty ? "NONE" : row.versions.joined(separator: ", "))
        }
    }
}
