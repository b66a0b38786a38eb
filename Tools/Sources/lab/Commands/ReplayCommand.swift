import Foundation

/// `lab replay N "scenario K: s0 s2 a0"`: runs one schedule of exercise N's proofs again, alone,
/// the tests unchanged — the string a failure message prints after "Replay it alone" — and prints
/// its numbered trace. It runs the student's command (`swift test --filter ExerciseNTests`, the
/// Swift Testing half, in the student's build folder) with `CONCURRENCY_PROBES_REPLAY` set
/// (`ReplayRequest`): a model check then checks scenario K alone and its explorer runs the
/// schedule instead of exploring; without `scenario K:`, the explorers outside a model replay it.
struct ReplayCommand: LabCommand {
    static let spec = CommandSpec(
        name: "replay", arguments: "N \"[scenario K: ]SCHEDULE\"", positionals: 2...2,
        summary: "run one schedule of exercise N's proofs again, alone, as a failure message spells it, and print its trace")
    let lab: Lab

    // ConcurrencyProbes' `ReplayRequest` says these three, word for word: the tool never links
    // the harness (it is a package of its own), and `lab replay`'s run in the gate's tests
    // (`ReplayParsingTests`) and a student's run read the same lines.
    /// The environment variable ConcurrencyProbes' `ReplayRequest` reads.
    static let variable = "CONCURRENCY_PROBES_REPLAY"
    static let openingLine = "— replayed schedule —"
    static let closingLine = "— end of the replayed schedule —"

    func run() throws -> Bool {
        guard let number = try lab.exerciseArgument() else { throw LabError.usage("`lab replay` needs an exercise number") }
        let schedule = lab.options.positionals[1]
        guard Self.isSchedule(schedule) else {
            throw LabError.usage("'\(schedule)' is not a schedule as a failure prints it: \"scenario 7: s0 s2 a0\" or \"s0 s1 a1 a0\"")
        }
        let id = ExerciseID(number)
        Lab.say("Replaying \(schedule) in Exercise \(number)'s proofs (\(id.testCommand), the tests unchanged)…")
        try FileManager.default.createDirectory(at: lab.results, withIntermediateDirectories: true)
        let log = lab.results.appending(path: "replay-\(number).log")
        let outcome = try Subprocess(
            arguments: ["swift", "test", "--filter", "\(id.name)Tests", "--disable-xctest"],
            environment: [Self.variable: schedule], workingDirectory: lab.layout.root, timeout: .seconds(600), log: log
        ).run()
        let blocks = Self.replayed(in: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
        guard !blocks.isEmpty else {
            Lab.say(outcome.timedOut
                ? "The run did not end within 600 s (\(log.path))."
                : "No proof of Exercise \(number) replayed it (\(log.path)): a scenario's schedule starts with \"scenario K:\","
                    + " as the model's failure prints it; a plain one replays the explorers outside the model.")
            return false
        }
        blocks.forEach { Lab.say($0) }
        return true
    }

    /// Whether `text` is a schedule as a failure message prints it.
    static func isSchedule(_ text: String) -> Bool {
        text.wholeMatch(of: /(scenario [1-9][0-9]*: )?[sar](0|[1-9][0-9]*)(\/[1-9][0-9]*)?( [sar](0|[1-9][0-9]*)(\/[1-9][0-9]*)?)*/) != nil
    }

    /// The replayed traces a run printed, each between the opening and the closing line.
    static func replayed(in log: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == openingLine { current = [] } else if line == closingLine, let lines = current {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
