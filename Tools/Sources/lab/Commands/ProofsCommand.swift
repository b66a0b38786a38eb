import Foundation

/// `lab proofs`: the proofs track's gate (docs/ARCHITECTURE.md, "The proofs track"), in
/// `Proofs/`, a package of its own. For each proof exercise: the lab's own proof, the lab's code
/// warning-free, passes its judge — it catches the broken version and every wrong fix, and passes
/// the fixed version and every correct fix; the proof a student starts from is told it asserts
/// nothing; and the judge's own checks pass. `--galleries` also judges each proof of the proof
/// galleries (`Proofs/Gallery/ProofN/`) as its header says: maintainers run it when a proof
/// exercise or its gallery changes; the gate does not, for its time budget.
struct ProofsCommand: LabCommand {
    static let spec = CommandSpec(
        name: "proofs", flags: [.galleries, .syncVersions],
        summary: "maintainers: the proofs track: the lab's proofs pass their judges, the starting proofs assert nothing (--galleries: and each gallery proof is judged as its header says; --sync-versions: make each judge's versions from the galleries, and stop)")
    let lab: Lab

    static let package = "Proofs"

    func run() throws -> Bool {
        let numbers = ProofExerciseID.numbers(in: lab.layout)
        guard !numbers.isEmpty else {
            say(false, "no proof exercise in \(Self.package)/ (folders Proof1, Proof2, …)")
            return false
        }
        if lab.options.isSet(.syncVersions) {
            let all = try numbers.map { try ProofVersions(ProofExerciseID($0), layout: lab.layout) }
            for versions in all {
                try versions.write()
                Lab.say("  \(versions.id.title): \(versions.versions.count) versions of Exercise \(versions.exercise) (\(ProofVersions.folder(of: versions.id))/, \(ProofVersions.registryPath(of: versions.id)))")
            }
            let manifest = lab.layout.root.appending(path: ProofVersions.manifestPath)
            guard let written = ProofVersions.manifest(from: try String(contentsOf: manifest, encoding: .utf8), all: all) else {
                throw LabError.usage("\(ProofVersions.manifestPath) has no line '\(ProofVersions.manifestListOpening)' followed, later, by a line ']'")
            }
            try written.write(to: manifest, atomically: true, encoding: .utf8)
            Lab.say("  \(ProofVersions.manifestPath): the list of versions")
            return true
        }
        var ok = true
        for id in numbers.map(ProofExerciseID.init) {
            let table = try ProofClauseTable(id, layout: lab.layout)
            table.lines.forEach { Lab.say("  " + $0) }
            ok = table.uncovered.isEmpty && ok
            if !table.uncovered.isEmpty {
                say(false, "\(id.title): no version breaks clause \(table.uncovered.map(String.init).joined(separator: ", ")) of Exercise \(table.exercise) alone,"
                    + " so a proof that skips it is judged done: add a wrong fix that breaks only it to the exercise's gallery")
            }
        }
        // One build folder for both tracks: the second rebuilds only the proof and its judge.
        let scratch = lab.layout.root.appending(path: ".build-proofs")
        for track in Track.allCases {
            let run = try judge(scratch: scratch, track: track, log: "proofs-\(track.rawValue)")
            for id in numbers.map(ProofExerciseID.init) {
                switch track {
                case .solutions:
                    ok = expect(run, id, judged: .done, "Proof \(id.number): the lab's proof catches every wrong version and passes every correct one") && ok
                case .exercises:
                    ok = expect(run, id, judged: .assertsNothing, "Proof \(id.number): the starting proof is told it asserts nothing") && ok
                }
                ok = expectOwnChecks(run, id, track) && ok
            }
        }
        guard lab.options.isSet(.galleries) else { return ok }
        return try judgeGalleries(numbers, scratch: scratch) && ok
    }

    /// Each gallery proof in the student's place (`LAB_PROOF_ENTRY`: the manifest builds the
    /// exercise's proof from the entry, so the student's own file is never touched), in the same
    /// build folder. One build judges one entry of each proof exercise at once (round k: the k-th
    /// entry of each), so the rounds are as many as the largest proof gallery has entries.
    private func judgeGalleries(_ numbers: [Int], scratch: URL) throws -> Bool {
        var galleries: [Int: [ProofGalleryEntry]] = [:]
        for number in numbers {
            galleries[number] = try ProofGalleryEntry.files(of: ProofExerciseID(number), in: lab.layout).map(ProofGalleryEntry.init(file:))
        }
        var ok = true
        for round in 0..<(galleries.values.map(\.count).max() ?? 0) {
            let entries = numbers.compactMap { number in galleries[number].flatMap { round < $0.count ? (number, $0[round]) : nil } }
            let setting = entries.map { "\($0.0)/\($0.1.name)" }.joined(separator: ",")
            let run = try judge(scratch: scratch, track: .exercises, log: "proofs-gallery-\(round + 1)",
                                filter: "Proof(\(entries.map { "\($0.0)" }.joined(separator: "|")))Tests",
                                environment: ["LAB_PROOF_ENTRY": setting])
            for (number, entry) in entries {
                ok = expect(run, ProofExerciseID(number), judged: entry.judged, "Proof \(number) gallery, \(entry.name): \(entry.judged.rawValue)") && ok
            }
        }
        return ok
    }

    /// Builds and runs `Proofs/` on one track with the gate's flags; says so when it did not
    /// build or timed out.
    private func judge(
        scratch: URL, track: Track, log name: String, filter: String? = nil, environment: [String: String] = [:]
    ) throws -> ProofJudgeRun {
        let run = try ProofJudgeRun.run(lab: lab, scratch: scratch, flags: Self.flags(lab.layout), track: track, log: name,
                                        filter: filter, environment: environment)
        if run.outcomes.isEmpty || run.timedOut {
            say(false, "\(Self.package)/, \(name): \(run.timedOut ? "timed out" : "did not build") (see \(run.log.path))")
        }
        return run
    }

    /// Says whether proof exercise N's judge said what `judged` expects.
    private func expect(_ run: ProofJudgeRun, _ id: ProofExerciseID, judged: ProofGalleryEntry.Judged, _ what: String) -> Bool {
        guard let verdict = run.outcomes.first(where: id.isJudge) else {
            say(false, what + ": the judge never ran")
            return false
        }
        let said = judged.words.map { words in verdict.failed && verdict.messages.contains { $0.contains(words) } } ?? !verdict.failed
        let passed = said && !(judged.forbiddenWords.map { words in verdict.messages.contains { $0.contains(words) } } ?? false)
        say(passed, what + (passed ? "" : ": the judge said \(verdict.failed ? verdict.messages.joined(separator: " / ") : "done")"))
        // `lab grade` counts what a proof caught from the score the judge attaches: it must be there, and agree.
        let score = run.score(of: id)
        let scored = score?.isDone == !verdict.failed
        if !scored {
            say(false, what + ": " + (score == nil ? "the judge attached no \(id.name)-score.json that lab reads (ProofKit's ProofScore and lab's ProofGrade.Score must have the same keys)"
                : "the judge's score says \(score!.isDone ? "done" : "not done"), its verdict the other"))
        }
        return passed && scored
    }

    /// The judge's own checks (every gallery entry a version, the broken copy current) pass.
    private func expectOwnChecks(_ run: ProofJudgeRun, _ id: ProofExerciseID, _ track: Track) -> Bool {
        let checks = run.outcomes.filter(id.isOwnCheck)
        let passed = !checks.isEmpty && checks.allSatisfy { !$0.failed }
        say(passed, "Proof \(id.number), \(track.rawValue) track: the judge's own checks (its versions, the broken copy)"
            + (passed ? "" : ": \(checks.isEmpty ? "none ran" : checks.filter(\.failed).flatMap(\.messages).joined(separator: " / "))"))
        return passed
    }

    /// The gate's strict flags but `-warnings-as-errors`, which `Proofs/Package.swift` sets on the
    /// lab's own targets alone (SE-0480): the versions are code as students wrote it, warnings
    /// and all. One set of flags for every build of the folder (a second set rebuilds every module).
    static func flags(_ layout: LabLayout) -> [String] {
        BuildSettings.strictFlags(layout, warningsAsErrors: false)
    }

    private func say(_ passed: Bool, _ what: String) {
        Lab.say("  \(passed ? "ok  " : "FAIL") \(what)")
    }
}
