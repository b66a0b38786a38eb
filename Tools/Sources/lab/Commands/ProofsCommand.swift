import Foundation

/// `lab proofs`: the proofs track's gate (docs/ARCHITECTURE.md, "The proofs track"), in
/// `Proofs/`, a package of its own. For each proof exercise: the lab's own proof, built strict,
/// passes its judge — it catches the broken version and every wrong fix, and passes the fixed
/// version and every correct fix; the proof a student starts from does not, and the judge tells
/// that student it asserts nothing.
struct ProofsCommand: LabCommand {
    static let spec = CommandSpec(name: "proofs", summary: "maintainers: the proofs track: the lab's proofs pass their judges, the starting ones are told they assert nothing")
    let lab: Lab

    static let package = "Proofs"
    /// What the judge says of a proof with no assertion (ProofKit's `ProofSource`).
    static let assertsNothing = "asserts nothing"

    func run() throws -> Bool {
        let numbers = Self.proofNumbers(in: lab.layout.root.appending(path: Self.package))
        guard !numbers.isEmpty else {
            Lab.say("  FAIL no proof exercise in \(Self.package)/ (folders Proof1, Proof2, …)")
            return false
        }
        var ok = true
        for track in Track.allCases {
            guard let outcomes = try judge(track) else { ok = false; continue }
            for number in numbers {
                let judged = outcomes.filter { $0.id.hasPrefix("Proof\(number)Tests.") }
                let verdict = judged.first { $0.id.hasSuffix("/judge()") }
                let ownChecks = judged.filter { !$0.id.hasSuffix("/judge()") }
                let passed: Bool
                let what: String
                switch track {
                case .solutions:
                    passed = verdict.map { !$0.failed } ?? false
                    what = "Proof \(number): the lab's proof catches every wrong version and passes every correct one"
                case .exercises:
                    passed = verdict.map { $0.failed && $0.messages.contains { $0.contains(Self.assertsNothing) } } ?? false
                    what = "Proof \(number): the starting proof is told it \(Self.assertsNothing)"
                }
                say(passed, what + (passed ? "" : ": \(verdict.map { $0.messages.joined(separator: " / ") } ?? "the judge never ran")"))
                let checksPass = !ownChecks.isEmpty && ownChecks.allSatisfy { !$0.failed }
                say(checksPass, "Proof \(number), \(track.rawValue) track: the judge's own checks (its versions, the broken copy)"
                    + (checksPass ? "" : ": \(ownChecks.filter(\.failed).flatMap(\.messages).joined(separator: " / "))"))
                ok = ok && passed && checksPass
            }
        }
        return ok
    }

    /// Builds and runs `Proofs/` on one track, strict, with the event stream; `nil` (said) when
    /// it did not build.
    private func judge(_ track: Track) throws -> [TestOutcome]? {
        let events = lab.results.appending(path: "proofs-\(track.rawValue).events.jsonl")
        let log = lab.results.appending(path: "proofs-\(track.rawValue).log")
        try? FileManager.default.removeItem(at: events)
        let outcome = try lab.swift([
            "test", "--package-path", Self.package, "--disable-xctest",
            // One build folder for both tracks: the second rebuilds only the proof and its judge.
            "--scratch-path", lab.layout.root.appending(path: ".build-proofs").path,
            "--event-stream-output-path", events.path, "--event-stream-version", EventStream.version,
        ] + BuildSettings.strictFlags(lab.layout), track: track, log: log)
        let outcomes = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        if outcomes.isEmpty || outcome.timedOut {
            say(false, "\(Self.package)/, \(track.rawValue) track: \(outcome.timedOut ? "timed out" : "did not build") (see \(log.path))")
            return nil
        }
        return outcomes
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
