import Foundation

/// One run of the proofs package's judges — `swift test` in `Proofs/` with Swift Testing's event
/// stream — read back as outcomes: what `lab proofs` (the gate) and `lab proof N` (the student)
/// both run, each with its own build folder and flags.
///
/// ```swift
/// let run = try ProofJudgeRun.run(lab: lab, log: "proof3", filter: ProofExerciseID(3).judgeModule)
/// let judged = run.outcomes.first(where: ProofExerciseID(3).isJudge)
/// ```
struct ProofJudgeRun {
    let outcomes: [TestOutcome]
    let timedOut: Bool
    /// The run's console output.
    let log: URL

    /// - Parameters:
    ///   - scratch: the build folder (`nil`: the package's own, `Proofs/.build`, the student's).
    ///   - flags: build flags (none: the student's, so the two share one build).
    ///   - log: the name of the run's files in the results folder.
    ///   - skipBuild: run what the last run built, as it is.
    static func run(
        lab: Lab, scratch: URL? = nil, flags: [String] = [], track: Track = .exercises, log name: String,
        filter: String? = nil, environment: [String: String] = [:], skipBuild: Bool = false
    ) throws -> ProofJudgeRun {
        let events = lab.results.appending(path: "\(name).events.jsonl")
        let log = lab.results.appending(path: "\(name).log")
        try? FileManager.default.removeItem(at: events)
        let outcome = try lab.swift(
            ["test", "--package-path", ProofsCommand.package, "--disable-xctest"] + (skipBuild ? ["--skip-build"] : [])
                + (scratch.map { ["--scratch-path", $0.path] } ?? [])
                + ["--event-stream-output-path", events.path, "--event-stream-version", EventStream.version]
                + (filter.map { ["--filter", $0] } ?? []) + flags,
            track: track, log: log, extraEnvironment: ["LAB_PROOF_ENTRY": ""].merging(environment) { $1 })
        let outcomes = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        return ProofJudgeRun(outcomes: outcomes, timedOut: outcome.timedOut, log: log)
    }
}
