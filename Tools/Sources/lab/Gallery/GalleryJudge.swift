import Foundation

/// What the proofs made of one gallery entry, for the gallery's table and a student's view.
struct GalleryVerdict {
    let entry: GalleryEntry
    /// What the run showed, in a few words ("red: clause 2", "GREEN: no proof caught it").
    let seen: String
    /// The student message of the clause's failing proof, when it failed.
    let message: String?
    let ok: Bool
    let seconds: Double
    /// The clauses its run shows broken (`ClauseBreaks`), in the contract's order.
    var brokenClauses: [Int] = []
}

/// Decides a gallery entry from its run (docs/ARCHITECTURE.md, "The wrong-fix gallery"): a
/// wrong fix must make a test of the clause it names fail with that clause's message; a
/// correct fix must pass every test of its exercise. A run that does not compile, does not
/// finish within its limit, or produces no results is never as expected.
enum GalleryJudge {
    /// - Parameters:
    ///   - sharedBy: how many entries the run judged at once (`GalleryRound`): each is given that
    ///     share of its time.
    ///   - builtFolder: the entry's exercise folder that was built: a crash or hang in its code
    ///     must be marked at a file there (`Incident.misplacedMark(folder:)`), as an editor shows it.
    static func judge(_ entry: GalleryEntry, manifest: ExerciseManifest, run: TestRun.Result, sharedBy: Int = 1,
                      builtFolder: URL? = nil) -> GalleryVerdict {
        func verdict(_ seen: String, ok: Bool, message: String? = nil) -> GalleryVerdict {
            GalleryVerdict(entry: entry, seen: seen, message: message, ok: ok, seconds: run.seconds / Double(max(1, sharedBy)),
                           brokenClauses: ClauseBreaks.broken(by: run.outcomes(of: entry.exercise).filter(\.failed), in: manifest))
        }
        let number = entry.exercise
        if run.timedOut { return verdict("TIMED OUT after \(Lab.format(run.seconds)): a test never ended", ok: false) }
        if let errors = run.notCompiling[number] ?? (run.buildFailed ? ["the build failed: \(run.log.path)"] : nil) {
            return verdict("DOES NOT COMPILE: \(errors.first ?? "")", ok: false)
        }
        if let builtFolder, let incident = run.incident(of: number), let misplaced = incident.misplacedMark(folder: builtFolder) {
            return verdict("the watchdog's line is not at the student's line: \(misplaced)", ok: false)
        }
        let outcomes = run.outcomes(of: number)
        if outcomes.isEmpty { return verdict("NO TEST RESULTS (log: \(run.log.path))", ok: false) }
        let failed = outcomes.filter(\.failed)
        // A crash ends the whole run wherever it happens (and in Swift Testing, in whichever
        // test ran into it first): it is red, and no clause can be told from another.
        if let crashed = failed.first(where: \.neverEnded), entry.expectation != .correct {
            if case .wrong(_, .some) = entry.expectation {
                return verdict("NOW CAUGHT (crashed in \(crashed.key)): remove its known-miss line", ok: false)
            }
            return verdict("red: the tests crashed (in \(crashed.key))", ok: true, message: crashed.messages.last)
        }
        switch entry.expectation {
        case .correct:
            guard let first = failed.first else { return verdict("green (\(outcomes.count) tests)", ok: true) }
            return verdict("RED: \(first.key): \(TestJudge.shorten(first.messages.first ?? "no message"))", ok: false)
        case let .wrong(number, knownMiss):
            guard let clause = manifest.clause(number) else { return verdict("names clause \(number), which the contract does not have", ok: false) }
            let keys = Set(clause.tests.map(TestOutcome.key))
            let says = { (text: String) in ClauseBreaks.says(text, clause) }
            let caught = failed.first { keys.contains($0.key) && $0.messages.contains(where: says) }
            let message = caught?.messages.first(where: says).map(TestJudge.essence)
            let named = clause.message.map { " (\"\($0)\")" } ?? " (\(caught?.key ?? ""))"
            switch (caught, knownMiss) {
            case (.some, nil):
                return verdict("red: clause \(clause.number)\(named)", ok: true, message: message)
            case (.some, .some):
                return verdict("NOW CAUGHT by clause \(clause.number): remove its known-miss line", ok: false, message: message)
            case (nil, let reason?):
                return verdict("known miss (\(failed.isEmpty ? "green" : "red for another reason")): \(reason)", ok: true)
            case (nil, nil):
                guard let other = failed.first else { return verdict("GREEN: no proof caught it", ok: false) }
                return verdict("red, but not for clause \(clause.number): \(other.key): \(TestJudge.shorten(other.messages.first ?? ""))", ok: false)
            }
        }
    }
}
