import Foundation

/// `lab proofs`: the proofs track's gate (docs/ARCHITECTURE.md, "The proofs track"), in
/// `Proofs/`, a package of its own. For each proof exercise: the lab's own proof, built strict,
/// passes its judge — it catches the broken version and every wrong fix, and passes the fixed
/// version and every correct fix; the proof a student starts from is told it asserts nothing;
/// and each proof of the exercise's proof gallery (`Proofs/Gallery/ProofN/`) is judged as its
/// header says.
struct ProofsCommand: LabCommand {
    static let spec = CommandSpec(name: "proofs", summary: "maintainers: the proofs track: the lab's proofs pass their judges, the starting and gallery proofs are judged as they should be")
    let lab: Lab

    static let package = "Proofs"
    /// The judge's test, and the test ids' module prefix of proof exercise N.
    static func judgeTest(_ number: Int) -> (module: String, suffix: String) { ("Proof\(number)Tests.", "/judge()") }

    func run() throws -> Bool {
        let proofs = lab.layout.root.appending(path: Self.package)
        let numbers = Self.proofNumbers(in: proofs)
        guard !numbers.isEmpty else {
            say(false, "no proof exercise in \(Self.package)/ (folders Proof1, Proof2, …)")
            return false
        }
        var ok = true
        // One build folder for both tracks: the second rebuilds only the proof and its judge.
        let scratch = lab.layout.root.appending(path: ".build-proofs")
        for track in Track.allCases {
            let outcomes = try judge(scratch: scratch, track: track, log: "proofs-\(track.rawValue)")
            for number in numbers {
                switch track {
                case .solutions:
                    ok = expect(outcomes, number, judged: .done, "Proof \(number): the lab's proof catches every wrong version and passes every correct one") && ok
                case .exercises:
                    ok = expect(outcomes, number, judged: .assertsNothing, "Proof \(number): the starting proof is told it asserts nothing") && ok
                }
                ok = expectOwnChecks(outcomes, number, track) && ok
            }
        }
        return try judgeGalleries(numbers, scratch: scratch) && ok
    }

    /// Each gallery proof in the student's place (`LAB_PROOF_ENTRY`: the manifest builds the
    /// exercise's proof from the entry, so the student's own file is never touched), in the same
    /// build folder. One build judges one entry of each proof exercise at once (round k: the k-th
    /// entry of each), so the rounds are as many as the largest proof gallery has entries.
    private func judgeGalleries(_ numbers: [Int], scratch: URL) throws -> Bool {
        var galleries: [Int: [ProofGalleryEntry]] = [:]
        for number in numbers {
            let folder = lab.layout.root.appending(path: "\(Self.package)/Gallery/Proof\(number)")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            galleries[number] = try names.map { try ProofGalleryEntry(file: folder.appending(path: $0)) }
        }
        var ok = true
        for round in 0..<(galleries.values.map(\.count).max() ?? 0) {
            let entries = numbers.compactMap { number in galleries[number].flatMap { round < $0.count ? (number, $0[round]) : nil } }
            let setting = entries.map { "\($0.0)/\($0.1.name)" }.joined(separator: ",")
            let outcomes = try judge(scratch: scratch, track: .exercises, log: "proofs-gallery-\(round + 1)",
                                     filter: "Proof(\(entries.map { "\($0.0)" }.joined(separator: "|")))Tests",
                                     environment: ["LAB_PROOF_ENTRY": setting])
            for (number, entry) in entries {
                ok = expect(outcomes, number, judged: entry.judged, "Proof \(number) gallery, \(entry.name): \(entry.judged.rawValue)") && ok
            }
        }
        return ok
    }

    /// Builds and runs `Proofs/` on one track, strict, with the event stream; `[]` (said) when it
    /// did not build or timed out.
    private func judge(
        scratch: URL, track: Track, log name: String, filter: String? = nil, environment: [String: String] = [:]
    ) throws -> [TestOutcome] {
        let events = lab.results.appending(path: "\(name).events.jsonl")
        let log = lab.results.appending(path: "\(name).log")
        try? FileManager.default.removeItem(at: events)
        let outcome = try lab.swift([
            "test", "--package-path", Self.package, "--disable-xctest", "--scratch-path", scratch.path,
            "--event-stream-output-path", events.path, "--event-stream-version", EventStream.version,
        ] + (filter.map { ["--filter", $0] } ?? []) + Self.flags(lab.layout), track: track, log: log,
                                     extraEnvironment: ["LAB_PROOF_ENTRY": ""].merging(environment) { $1 })
        let outcomes = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        if outcomes.isEmpty || outcome.timedOut {
            say(false, "\(Self.package)/, \(name): \(outcome.timedOut ? "timed out" : "did not build") (see \(log.path))")
        }
        return outcomes
    }

    /// Says whether proof exercise N's judge said what `judged` expects.
    private func expect(_ outcomes: [TestOutcome], _ number: Int, judged: ProofGalleryEntry.Judged, _ what: String) -> Bool {
        let test = Self.judgeTest(number)
        guard let verdict = outcomes.first(where: { $0.id.hasPrefix(test.module) && $0.id.hasSuffix(test.suffix) }) else {
            say(false, what + ": the judge never ran")
            return false
        }
        let passed = judged.words.map { words in verdict.failed && verdict.messages.contains { $0.contains(words) } } ?? !verdict.failed
        say(passed, what + (passed ? "" : ": the judge said \(verdict.failed ? verdict.messages.joined(separator: " / ") : "done")"))
        return passed
    }

    /// The judge's own checks (every gallery entry a version, the broken copy current) pass.
    private func expectOwnChecks(_ outcomes: [TestOutcome], _ number: Int, _ track: Track) -> Bool {
        let test = Self.judgeTest(number)
        let checks = outcomes.filter { $0.id.hasPrefix(test.module) && !$0.id.hasSuffix(test.suffix) }
        let passed = !checks.isEmpty && checks.allSatisfy { !$0.failed }
        say(passed, "Proof \(number), \(track.rawValue) track: the judge's own checks (its versions, the broken copy)"
            + (passed ? "" : ": \(checks.isEmpty ? "none ran" : checks.filter(\.failed).flatMap(\.messages).joined(separator: " / "))"))
        return passed
    }

    /// The gate's strict flags but `-warnings-as-errors`, which `Proofs/Package.swift` sets on the
    /// lab's own targets alone (SE-0480): the versions are code as students wrote it, warnings
    /// and all. One set of flags for every build of the folder (a second set rebuilds every module).
    static func flags(_ layout: LabLayout) -> [String] {
        BuildSettings.toolFlags(layout) + ["--explicit-target-dependency-import-check", "error"]
    }

    /// The proof exercises: `ProofN` folders of the proofs package.
    static func proofNumbers(in folder: URL) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { $0.hasPrefix("Proof") ? Int($0.dropFirst(5)) : nil }.sorted()
    }

    private func say(_ passed: Bool, _ what: String) {
        Lab.say("  \(passed ? "ok  " : "FAIL") \(what)")
    }
}
