import Foundation

/// `lab proof [N]`: the proofs track in the student's `lab`. Alone, each proof exercise with
/// what the judge last said of it and what to do next; with N (`3`, `proof3`, `p3`), the judge
/// runs the student's proof N — as `cd Proofs && swift test --filter ProofN` does, in the same
/// build folder, three times (a proof done once and not the next time depends on luck) — and
/// its verdict is remembered for `lab` and `lab proof`. Once a proof is done,
/// it names the lab's own proof, to compare (never before: no spoilers). Hints: `lab hint proofN`.
struct ProofTrackCommand: LabCommand {
    static let spec = CommandSpec(
        name: "proof", arguments: "[N]", positionals: 0...1,
        summary: "the proofs track: where you are; N: your proof N judged (hints: lab hint proofN)")
    let lab: Lab

    func run() throws -> Bool {
        let numbers = ProofExerciseID.numbers(in: lab.layout)
        guard let word = lab.options.positionals.first else {
            Lab.say(Self.overview(numbers, state: lab.store.state, notStarted: Self.notStarted(numbers, lab: lab),
                                  versions: Self.versions(numbers, layout: lab.layout), proofsFolder: lab.reach(ProofsCommand.package)))
            return true
        }
        let id = try Self.proof(named: word, among: numbers)
        Lab.say("Judging your proof \(id.number) against every version, up to \(Self.runs) times: a run that is not done ends the judging (\(id.testCommand(proofsFolder: lab.reach(ProofsCommand.package))))…")
        let judgement = try Self.judge(id, lab: lab)
        Lab.say(judgement.lines.joined(separator: "\n"))
        return judgement.verdict == .done
    }

    /// A student's proof judged (`ProofJudgement`), in the words `lab proof N` and `lab watch
    /// proofN` show; its verdict is remembered in `.lab/state.json`.
    struct Judgement {
        let judgement: ProofJudgement
        let lines: [String]

        var verdict: ProofVerdict? { judgement.verdict }
    }

    /// Judges the student's proof `id` as `cd Proofs && swift test --filter ProofN` does, in the
    /// same build folder, and says what the student reads.
    static func judge(_ id: ProofExerciseID, lab: Lab) throws -> Judgement {
        let judgement = try ProofJudgement.judge(id, lab: lab, log: id.word)
        // The lab's limit, or a judge that ended without a verdict, says nothing of the proof: what was remembered stays.
        if let verdict = judgement.verdict {
            lab.store.state.note(verdict, ofProof: id.number)
            lab.store.state.noteVersionsJudged(id.versions(in: lab.layout), ofProof: id.number)
        }
        let lines: [String] = switch judgement.outcome {
        case .timedOut:
            ["The judge did not end within the lab's limit (\(judgement.log.path)); run it yourself: \(id.testCommand(proofsFolder: lab.reach(ProofsCommand.package)))"]
        case .endedWithoutVerdict:
            ["The judge ended without a verdict (its process was stopped, or crashed): \(judgement.log.path); run it yourself: \(id.testCommand(proofsFolder: lab.reach(ProofsCommand.package)))"]
        case .doesNotBuild:
            // Every proof of the package is built: the one that does not compile may be another's.
            ["The proofs package did not build (a proof that does not compile, yours or another's):"] + judgement.said.prefix(5).map { "  " + $0 }
                + ["  (the whole log: \(judgement.log.path))"]
        case .notDone:
            judgement.said
                + (judgement.run > 1 ? ["\nThis is run \(judgement.run) of \(Self.runs): the same proof was done on the run before. A proof whose"
                    + " verdict changes from run to run depends on luck — on which task ran first, or how long something took."
                    + " Wait for events (a call parked at a gate, a task's value), never for time."] : [])
                + ["\nNot done yet (run \(judgement.run) of up to \(Self.runs); the runs left were not needed). Stuck? swift run lab hint \(id.word)"]
        case .done:
            ["Your proof passes the fixed version and every correct fix, and catches the broken one and every wrong fix,"
                + " on each of \(Self.runs) runs.",
             "\n\(id.title) is done. The lab's own proof, to compare with yours: \(id.solutionPath)/"] + galleryLines(id, layout: lab.layout)
        }
        return Judgement(judgement: judgement, lines: lines)
    }

    /// Once a proof is done (never before: no spoilers), the proofs other students wrote for it
    /// (`Proofs/Gallery/ProofN/`): each one's idea, and what the judge says of it.
    static func galleryLines(_ id: ProofExerciseID, layout: LabLayout) -> [String] {
        let entries = ProofGalleryEntry.files(of: id, in: layout).compactMap { try? ProofGalleryEntry(file: $0) }
        guard !entries.isEmpty else { return [] }
        return ["\nProofs other students wrote, and what the judge says of each (\(id.galleryPath)/):"]
            + entries.map { entry in
                let said = switch entry.judged {
                case .letsThrough: "lets wrong fixes through"
                case .assertsNothing: "asserts nothing"
                case .sleeps: "sleeps to wait"
                case .done: "done, another way"
                }
                return "  · \(entry.name) (\(said)): “\(entry.idea)”"
            }
    }

    /// How many times `lab proof N` runs the judge before it calls a proof done: a flaky proof
    /// is not done, and one run cannot tell.
    static let runs = 3

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

    /// The proof exercises whose proof is the starting one as shipped.
    static func notStarted(_ numbers: [Int], lab: Lab) -> Set<Int> {
        guard let shipped = try? ShippedFiles.load(from: lab.layout) else { return [] }
        return Set(numbers.filter { number in
            (try? ProofExerciseID(number).sources(in: lab.layout)).map { shipped.isStartingProof($0, of: number) } ?? false
        })
    }

    /// Each proof exercise's versions now, by number.
    static func versions(_ numbers: [Int], layout: LabLayout) -> [Int: [String]] {
        Dictionary(uniqueKeysWithValues: numbers.map { ($0, ProofExerciseID($0).versions(in: layout)) })
    }

    /// The versions of proof `number` its last judging did not run against (the exercise's
    /// gallery grew since: a `git pull` brought wrong fixes the proof has not met).
    static func newVersions(of number: Int, state: LabState, versions: [Int: [String]]) -> [String] {
        guard let judged = state.versionsJudged(ofProof: number), let now = versions[number] else { return [] }
        return now.filter { !judged.contains($0) }
    }

    /// Each proof exercise, its last verdict (`not started` while it is the starting proof as
    /// shipped, the word `lab verify` and `lab grade` use), and the next one to do. A proof done
    /// against fewer versions than there are now says so, and is the next to judge again.
    /// - Parameter versions: each proof exercise's versions now (`versions(_:layout:)`).
    /// - Parameter proofsFolder: the proofs package as the student reaches it (`Lab.reach`): the
    ///   commands shown work as printed where they were asked for.
    static func overview(
        _ numbers: [Int], state: LabState, notStarted: Set<Int> = [], versions: [Int: [String]] = [:],
        proofsFolder: String = ProofsCommand.package
    ) -> String {
        var lines = ["", "The proofs track — you write the proof, the lab judges it against every version", ""]
        let added = Dictionary(uniqueKeysWithValues: numbers.map { ($0, newVersions(of: $0, state: state, versions: versions)) })
        func doneAgainstEvery(_ number: Int) -> Bool {
            state.lastVerdict(ofProof: number) == .done && added[number, default: []].isEmpty
        }
        for number in numbers {
            let verdict = state.lastVerdict(ofProof: number)
            let added = added[number, default: []]
            var word = notStarted.contains(number) ? "not started" : verdict?.rawValue ?? "not judged yet"
            if !added.isEmpty {
                word += " — \(added.count) version\(added.count == 1 ? "" : "s") added since it was judged (\(added.joined(separator: ", "))):"
                    + " judge it again, swift run lab proof \(number)"
            }
            lines.append("  \(doneAgainstEvery(number) ? "✓" : "·") \(ProofExerciseID(number).title)".column(12) + " " + word)
        }
        if let next = numbers.first(where: { !doneAgainstEvery($0) }) {
            let id = ProofExerciseID(next)
            let readme = proofsFolder == "." ? "\(id.name)/README.md" : "\(proofsFolder)/\(id.name)/README.md"
            lines += ["", "Next: \(id.title)", "  Read:  \(readme)", "  Run:   \(id.testCommand(proofsFolder: proofsFolder))     (or: swift run lab proof \(next))",
                      "  Hint:  swift run lab hint \(id.word)"]
        } else {
            lines += ["", "Every proof is done."]
        }
        return lines.joined(separator: "\n")
    }
}
