import Foundation

/// `lab proof [N]`: the proofs track in the student's `lab`. Alone, each proof exercise with
/// what the judge last said of it and what to do next; with N (`3`, `proof3`, `p3`), the judge
/// runs the student's proof N — as `cd Proofs && swift test --filter ProofN` does, in the same
/// build folder — and its verdict is remembered for `lab` and `lab proof`. Once a proof is done,
/// it names the lab's own proof, to compare (never before: no spoilers). Hints: `lab hint proofN`.
struct ProofCommand: LabCommand {
    static let spec = CommandSpec(
        name: "proof", arguments: "[N]", positionals: 0...1,
        summary: "the proofs track: where you are; N: your proof N judged (hints: lab hint proofN)")
    let lab: Lab

    func run() throws -> Bool {
        let numbers = Self.numbers(lab.layout)
        guard let word = lab.options.positionals.first else {
            Lab.say(Self.overview(numbers, state: lab.store.state))
            return true
        }
        let id = try Self.proof(named: word, among: numbers)
        Lab.say("Judging your proof \(id.number) against every version (\(id.testCommand))…")
        let verdict = try judge(id)
        lab.store.state.note(verdict.verdict, ofProof: id.number)
        Lab.say(verdict.report)
        switch verdict.verdict {
        case .done:
            Lab.say("\nProof \(id.number) is done. The lab's own proof, to compare with yours: \(id.solutionPath)/")
        case .notDone:
            Lab.say("\nNot done yet. Stuck? swift run lab hint proof\(id.number)")
        case .doesNotBuild:
            Lab.say("\nYour proof does not compile: the compiler's messages are in \(lab.results.appending(path: "proof\(id.number).log").path)")
        }
        return verdict.verdict == .done
    }

    /// The proof exercise a student's word names, checked to exist: one clear line otherwise.
    static func proof(named word: String, among numbers: [Int]) throws -> ProofExerciseID {
        guard let id = ProofExerciseID(word: word) ?? Int(word).flatMap({ $0 > 0 ? ProofExerciseID($0) : nil }) else {
            throw LabError.usage("a proof exercise is a number or its name (3, proof3, p3), not '\(word)'")
        }
        guard numbers.contains(id.number) else {
            throw LabError.usage("there is no proof exercise \(id.number); the proofs track has \(numbers.map { "\($0)" }.joined(separator: ", "))")
        }
        return id
    }

    static func numbers(_ layout: LabLayout) -> [Int] {
        ProofsCommand.proofNumbers(in: layout.root.appending(path: ProofsCommand.package))
    }

    /// Each proof exercise, its last verdict, and the next one to do.
    static func overview(_ numbers: [Int], state: LabState) -> String {
        var lines = ["", "The proofs track — you write the proof, the lab judges it against every version", ""]
        for number in numbers {
            let verdict = state.lastVerdict(ofProof: number)
            lines.append("  \(verdict == .done ? "✓" : "·") Proof \(number)".column(12) + " " + (verdict?.rawValue ?? "not judged yet"))
        }
        if let next = numbers.first(where: { state.lastVerdict(ofProof: $0) != .done }) {
            let id = ProofExerciseID(next)
            lines += ["", "Next: Proof \(next)", "  Read:  \(id.readmePath)", "  Run:   \(id.testCommand)     (or: swift run lab proof \(next))",
                      "  Hint:  swift run lab hint proof\(next)"]
        } else {
            lines += ["", "Every proof is done."]
        }
        return lines.joined(separator: "\n")
    }

    /// Runs proof N's judge in `Proofs/`'s own build folder (the student's, with no flags of the
    /// tools': a second set would rebuild every module) and reads its verdict from the event stream.
    private func judge(_ id: ProofExerciseID) throws -> (verdict: ProofVerdict, report: String) {
        let events = lab.results.appending(path: "proof\(id.number).events.jsonl")
        let log = lab.results.appending(path: "proof\(id.number).log")
        try? FileManager.default.removeItem(at: events)
        let outcome = try lab.swift([
            "test", "--package-path", ProofsCommand.package, "--disable-xctest", "--filter", id.judgeModule,
            "--event-stream-output-path", events.path, "--event-stream-version", EventStream.version,
        ], track: .exercises, log: log)
        let outcomes = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        guard let judged = outcomes.first(where: { $0.id.hasPrefix(id.judgeModule + ".") && $0.id.hasSuffix(ProofsCommand.judgeTest(id.number).suffix) }),
              !outcome.timedOut else {
            return (.doesNotBuild, outcome.timedOut ? "The judge did not end within the lab's limit (see \(log.path))." : "The proofs did not build.")
        }
        guard judged.failed else {
            return (.done, "Your proof passes the fixed version and every correct fix, and catches the broken one and every wrong fix.")
        }
        return (.notDone, judged.messages.joined(separator: "\n"))
    }
}
