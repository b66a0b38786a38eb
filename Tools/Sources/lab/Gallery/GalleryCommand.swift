import Foundation

/// `lab gallery [N]`: lays every wrong and correct fix of the gallery over the solution, one
/// at a time, runs the exercise's tests, and checks each is red with the message of the
/// clause it breaks, or green (the gate runs it). `--show N`: a student who has finished
/// exercise N sees the fixes they did not make — each as a unified diff against the solution,
/// the few lines that make the mistake — and what the proofs say to each.
struct GalleryCommand: LabCommand {
    static let spec = CommandSpec(
        name: "gallery", arguments: "[N]", positionals: 0...1, flags: [.show],
        summary: "wrong and correct fixes laid over the solutions (--show N: once you are done)")
    let lab: Lab

    /// A run that has not ended by then hangs (the proofs' own safety nets end long before).
    static let defaultLimit: Duration = .seconds(120)
    /// LabKit's safety nets in the entries' runs: a wrong fix that hangs is caught in 3 s, not
    /// 10; a correct one never comes near either.
    static let entryEnvironment = ["CONCURRENCY_PROBES_SAFETY_NET_SECONDS": "3"]

    func run() throws -> Bool {
        let chosen = try lab.exerciseArgument()
        if lab.options.isSet(.show) {
            guard let chosen else { throw LabError.usage("`lab gallery --show` needs an exercise number, as in `swift run lab gallery 7 --show`") }
            return try show(chosen)
        }
        let numbers = chosen.map { [$0] } ?? lab.layout.exerciseNumbers()
        let verdicts = try judge(numbers, onVerdict: { Lab.say("  " + Self.row($0)) })
        Lab.say("\n" + Self.table(verdicts))
        // Gated where a proof exercise's judge runs the gallery's entries: a clause no entry breaks
        // alone is one a proof may skip and still be judged done. "Alone" is as far as an entry's
        // run shows: it runs its own clause's tests, the model's among them, which stops at its
        // first disagreement (docs/ARCHITECTURE.md, "The wrong-fix gallery").
        let proved = Set(ProofExerciseID.numbers(in: lab.layout).compactMap { try? ProofVersions(ProofExerciseID($0), layout: lab.layout).exercise })
        var covered = true
        for number in numbers {
            let coverage = ClauseCoverage(manifest: try lab.layout.manifest(number), verdicts: verdicts.filter { $0.entry.exercise == number })
            coverage.lines.forEach { Lab.say("  " + $0) }
            if proved.contains(number), !coverage.uncovered.isEmpty {
                covered = false
                Lab.say("  FAIL Exercise \(number) is proved on the proofs track, and no wrong fix breaks clause"
                    + " \(coverage.uncovered.map(String.init).joined(separator: ", ")) alone: a proof that skips it would be judged done")
            }
        }
        let wrong = verdicts.filter { $0.entry.expectation != .correct }
        let misses = wrong.filter { if case .wrong(_, .some) = $0.entry.expectation { true } else { false } }
        Lab.say("gallery: \(verdicts.count) entries (\(wrong.count) wrong, \(verdicts.count - wrong.count) correct),"
            + " \(verdicts.filter { !$0.ok }.count) not as expected, \(misses.count) known misses,"
            + " \(Lab.format(verdicts.map(\.seconds).reduce(0, +))) in the entries' runs")
        return verdicts.allSatisfy(\.ok) && covered
    }

    /// Runs the gallery of the given exercises in `GalleryLane.count` lanes side by side, each
    /// with a workspace of its own; the verdicts come back in exercise order.
    func judge(_ numbers: [Int], onVerdict: @escaping @Sendable (GalleryVerdict) -> Void) throws -> [GalleryVerdict] {
        let galleries = try Dictionary(uniqueKeysWithValues: numbers.map { ($0, try lab.layout.gallery($0)) })
        let dealt = GalleryLane.deal(numbers, lanes: GalleryLane.count) { galleries[$0]!.count }
        let results = lab.results.appending(path: "gallery")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let progress = GalleryProgress(onVerdict: onVerdict)
        let group = DispatchGroup()
        for (index, laneNumbers) in dealt.enumerated() {
            let lane = GalleryLane(
                layout: lab.layout, folder: GalleryLane.folder(index),
                galleries: galleries.filter { laneNumbers.contains($0.key) }, results: results,
                buildLimit: lab.timeout,
                entryLimit: lab.options.number(.timeout).map { Duration.seconds($0) } ?? Self.defaultLimit)
            DispatchQueue.global().async(group: group) {
                do { try lane.judge(progress: progress) } catch { progress.fail(error) }
            }
        }
        group.wait()
        return try progress.verdicts(in: numbers)
    }

    /// The student's view: only once the exercise is done (no spoilers).
    private func show(_ number: Int) throws -> Bool {
        let (progress, _) = try ProgressSurvey(lab: lab).assess([number])
        guard progress.first?.status == .done else {
            Lab.say("Exercise \(number) is not done yet. The gallery shows the fixes you did not make, and why each fails,"
                + " once you have made yours: \(ExerciseID(number).testCommand)")
            return false
        }
        let count = try lab.layout.gallery(number).count
        let built = FileManager.default.fileExists(atPath: lab.layout.root.appending(path: GalleryLane.folder(0)).path)
        Lab.say("Exercise \(number) is done. Other students tried these \(count) fixes; each runs against the proofs in a copy of"
            + " the lab (\(GalleryLane.folder(0))/: your files are not touched), "
            + (built ? "built before, so it starts at once" : "built first, once: a minute or two on a 2-core machine")
            + ", then some seconds per fix…")
        let verdicts = try judge([number], onVerdict: { _ in })
        let manifest = try lab.layout.manifest(number)
        for verdict in verdicts {
            let entry = verdict.entry
            let solutionFile = "\(lab.layout.solutionPath(number))/\(entry.replaces)"
            if let solution = try? String(contentsOf: lab.layout.root.appending(path: solutionFile), encoding: .utf8) {
                let diff = LineDiff(old: solution, new: entry.body)
                Lab.say("\n" + (diff.hasNoChanges ? "(the same lines as \(solutionFile))"
                    : diff.unified(oldName: solutionFile, newName: "\(lab.layout.galleryPath(number))/\(entry.name).swift")))
            } else {
                Lab.say("\n(\(solutionFile), the file this fix replaces, cannot be read: no lines to compare)")
            }
            switch entry.expectation {
            case let .wrong(clause, _):
                Lab.say("✗ \(entry.idea)\n    breaks clause \(clause): \(manifest.clause(clause)?.text ?? "?")\n    \(entry.why)")
                if let message = verdict.message { Lab.say("    the proofs said: \(message)") }
            case .correct:
                Lab.say("✓ \(entry.idea)\n    \(entry.why)")
            }
        }
        return true
    }

    /// What `lab` and `lab watch` say once exercise N is done (and never before).
    static func offer(_ number: Int) -> String {
        "Done with Exercise \(number)? See the fixes other students tried, and why each fails: swift run lab gallery \(number) --show"
    }

    static func row(_ verdict: GalleryVerdict) -> String {
        table([verdict]).split(separator: "\n").last.map(String.init) ?? ""
    }

    static func table(_ verdicts: [GalleryVerdict]) -> String {
        let rows = verdicts.map { verdict -> [String] in
            let entry = verdict.entry
            let clause: String
            let expected: String
            switch entry.expectation {
            case let .wrong(number, knownMiss): (clause, expected) = ("\(number)", knownMiss == nil ? "red" : "known miss")
            case .correct: (clause, expected) = ("-", "green")
            }
            return ["\(entry.exercise)", entry.name, entry.kind.rawValue, clause, expected, verdict.seen,
                    Lab.format(verdict.seconds), verdict.ok ? "ok" : "FAIL"]
        }
        return TextTable.render(header: ["ex", "fix", "kind", "clause", "expected", "seen", "time", "verdict"], rows: rows)
    }
}

