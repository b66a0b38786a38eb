import Foundation

/// One run of the proofs package's judges — `swift test` in `Proofs/` with Swift Testing's event
/// stream and attachments — read back as outcomes: what `lab proofs` (the gate), `lab proof N`
/// (the student) and `lab grade` (a class's proofs) run, each with its own build folder and flags.
///
/// ```swift
/// let run = try ProofJudgeRun.run(lab: lab, log: "proof3", filter: ProofExerciseID(3).judgeModule)
/// let judged = run.outcomes.first(where: ProofExerciseID(3).isJudge)
/// run.score(of: ProofExerciseID(3))?.wrongCaught   // 8
/// ```
struct ProofJudgeRun {
    let outcomes: [TestOutcome]
    let timedOut: Bool
    /// The run's console output.
    let log: URL

    /// - Parameters:
    ///   - root: the copy of the lab whose `Proofs/` runs (`nil`: the lab's own).
    ///   - scratch: the build folder (`nil`: the package's own, `Proofs/.build`, the student's).
    ///   - flags: build flags (none: the student's, so the two share one build).
    ///   - log: the name of the run's files in the results folder (`grade/submission-1/proof3`: in a folder there).
    ///   - skipBuild: run what the last run built, as it is.
    ///   - wrapper: what the command runs under (`lab grade`: without the network).
    ///   - timeout: the run's limit (`nil`: the lab's).
    static func run(
        lab: Lab, root: URL? = nil, scratch: URL? = nil, flags: [String] = [], track: Track = .exercises, log name: String,
        filter: String? = nil, environment: [String: String] = [:], skipBuild: Bool = false,
        wrapper: [String] = [], timeout: Duration? = nil
    ) throws -> ProofJudgeRun {
        let events = lab.results.appending(path: "\(name).events.jsonl")
        let log = lab.results.appending(path: "\(name).log")
        let attachments = lab.results.appending(path: "\(name).attachments")
        try FileManager.default.createDirectory(at: events.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: events)
        try? FileManager.default.removeItem(at: attachments)
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
        let package = (root ?? lab.layout.root).appending(path: ProofsCommand.package)
        let outcome = try Subprocess(
            arguments: wrapper + ["swift", "test", "--package-path", package.path, "--disable-xctest"] + (skipBuild ? ["--skip-build"] : [])
                + (scratch.map { ["--scratch-path", $0.path] } ?? [])
                + ["--event-stream-output-path", events.path, "--event-stream-version", EventStream.version,
                   "--attachments-path", attachments.path]
                + (filter.map { ["--filter", $0] } ?? []) + flags,
            environment: Self.environment(lab, track: track, environment),
            workingDirectory: root ?? lab.layout.root, timeout: timeout ?? lab.timeout, log: log
        ).run()
        let outcomes = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        return ProofJudgeRun(outcomes: outcomes, timedOut: outcome.timedOut, log: log)
    }

    /// What every `swift` the lab runs in `Proofs/` is told: the lab's environment, each proof
    /// exercise's own proof (no `LAB_PROOF_ENTRY` from the caller's shell), and `extra`.
    static func environment(_ lab: Lab, track: Track = .exercises, _ extra: [String: String] = [:]) -> [String: String] {
        lab.swiftEnvironment(track: track, extra: ["LAB_PROOF_ENTRY": ""].merging(extra) { $1 })
    }

    /// What the judge of `id` scored, from the file it attached (`ProofN-score.json`); `nil` when
    /// it attached none (it did not run to its end) or the file does not decode.
    func score(of id: ProofExerciseID) -> ProofGrade.Score? {
        guard let judge = outcomes.first(where: id.isJudge),
              let file = judge.attachments.first(where: { URL(filePath: $0).lastPathComponent.hasSuffix("\(id.name)-score.json") }),
              let data = FileManager.default.contents(atPath: file)
        else { return nil }
        return try? JSONDecoder().decode(ProofGrade.Score.self, from: data)
    }
}
