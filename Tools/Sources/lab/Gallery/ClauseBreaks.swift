import Foundation

/// Which clauses of its exercise one run shows broken, read from the tests that failed: a
/// failed test counts for a clause that lists it when one of its messages carries the clause's
/// own words (`Clause.message`) — or, for a clause without them, names it ("clause N", "clauses
/// 4 and 5"), or names no clause at all (a test of that clause alone). A model's test stops at its first disagreement,
/// so a run shows the first clause a scenario breaks, not every one: "alone" below means alone
/// as far as the exercise's own run shows.
///
/// ```swift
/// let broken = ClauseBreaks.broken(by: run.outcomes(of: 1).filter(\.failed), in: manifest)   // [4]
/// ```
enum ClauseBreaks {
    static func broken(by failed: [TestOutcome], in manifest: ExerciseManifest) -> [Int] {
        manifest.contract.filter { clause in
            let keys = Set(clause.tests.map(TestOutcome.key))
            return failed.contains { outcome in
                keys.contains(outcome.key) && outcome.messages.contains { says($0, clause) }
            }
        }.map(\.number)
    }

    /// Whether a failure's message speaks for `clause`: it carries the clause's own words, or,
    /// for a clause without them, names it or names no clause at all.
    static func says(_ message: String, _ clause: Clause) -> Bool {
        if let words = clause.message { return message.contains(words) }
        let named = clausesNamed(in: message)
        return named.isEmpty || named.contains(clause.number)
    }

    /// The clause numbers a message names: "(clause 3)", "(clauses 4 and 5: …)", "clauses 2, 3 or 6".
    static func clausesNamed(in message: String) -> Set<Int> {
        var numbers: Set<Int> = []
        for match in message.matches(of: /clauses? (\d+(?:(?:, | and | or )\d+)*)/) {
            numbers.formUnion(match.1.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) })
        }
        return numbers
    }
}

/// For one exercise, each behavioural clause (review rules excepted: no behaviour shows them)
/// with the gallery's wrong fixes whose run breaks it and no other — the versions a proof that
/// skips that clause lets through (issue 45: a clause no version breaks alone is a clause the
/// proofs track's judge cannot ask for).
///
/// ```swift
/// let coverage = ClauseCoverage(manifest: manifest, verdicts: verdicts)
/// coverage.uncovered   // [5]: no wrong fix breaks clause 5 alone
/// ```
struct ClauseCoverage {
    let exercise: Int
    /// Each behavioural clause's number, with the names of the entries that break it alone.
    let rows: [(clause: Int, entries: [String])]

    init(manifest: ExerciseManifest, verdicts: [GalleryVerdict]) {
        exercise = manifest.exercise
        rows = manifest.contract.filter { !$0.isReviewRule }.map { clause in
            (clause.number, verdicts.filter { $0.ok && $0.brokenClauses == [clause.number] }.map(\.entry.name))
        }
    }

    /// The behavioural clauses no wrong fix breaks alone.
    var uncovered: [Int] { rows.filter(\.entries.isEmpty).map(\.clause) }

    /// "Exercise 1: clause 3 ← empty-cache-counts-no-miss; clause 5 ← none", a line per clause.
    var lines: [String] {
        rows.map { row in
            "Exercise \(exercise), clause \(row.clause) broken alone by: "
                + (row.entries.isEmpty ? "NONE" : row.entries.joined(separator: ", "))
        }
    }
}
