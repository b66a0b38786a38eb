import Foundation

/// `swift run lab` (no command): every exercise's progress from real test results, a bar,
/// and the next step. Exit 0 whatever the progress; plain text, so it works in CI and pipes.
struct ProgressCommand: LabCommand {
    static let spec = CommandSpec(name: "progress", summary: "your progress, and what to do next (the default)")
    let lab: Lab

    func run() throws -> Bool {
        let numbers = lab.layout.exerciseNumbers()
        Lab.say("Running every exercise's tests (swift test --filter \(ExerciseSelection.testFilter(numbers)))…")
        let (progress, run) = try ProgressSurvey(lab: lab).survey(numbers)
        let next = progress.first { $0.status != .done }
        let story = next.flatMap { try? ExerciseReadme($0.number, layout: lab.layout).story } ?? ""
        Lab.say(Self.render(progress, run: run, state: lab.store.state, story: story))
        let proofsTrack = Self.proofsTrack(ProofExerciseID.numbers(in: lab.layout), state: lab.store.state)
        if !proofsTrack.isEmpty { Lab.say(proofsTrack) }
        return true
    }

    /// The proofs track in one line (its own package, so its proofs are not run here): how many
    /// proof exercises the judge last called done, and where to go on.
    static func proofsTrack(_ numbers: [Int], state: LabState) -> String {
        guard !numbers.isEmpty else { return "" }
        let done = numbers.filter { state.lastVerdict(ofProof: $0) == .done }.count
        return "\nThe proofs track (you write the proof): \(done) of \(numbers.count) done as last judged — swift run lab proof"
    }

    /// - Parameter story: the first sentence of the next exercise's story.
    static func render(_ progress: [ExerciseProgress], run: TestRun.Result, state: LabState, story: String) -> String {
        var lines = ["", "ConcurrencyLab — your progress", ""]
        let broken = progress.filter { $0.status == .doesNotCompile }
        for item in progress {
            var status = item.summary
            if run.buildFailed && item.status != .doesNotCompile {
                status = "not run: another exercise does not compile"
                    + (state.lastStatus(item.number).map { " (last known: \($0.rawValue))" } ?? "")
            }
            lines.append("  \(item.symbol) \(String(item.number).column(3))" + item.title.column(36) + " " + status)
        }
        lines += ["", "  " + ExerciseProgress.bar(progress), ""]
        if let first = broken.first {
            lines.append("Exercise \(first.number) does not compile, and SwiftPM builds every exercise's tests, so none could run:")
            lines += first.detail.map { "  " + $0 }
            lines.append("Fix it, or start it again: swift run lab reset \(first.number)   (your files are backed up first)")
            return lines.joined(separator: "\n")
        }
        for ended in progress where [.crashed, .neverReturned].contains(ended.status) {
            lines += ended.detail.map { "  " + $0 }
            lines.append("")
        }
        if let edited = progress.first(where: { $0.status == .testsEdited }) {
            lines.append("Exercise \(edited.number)'s tests differ from what shipped, so it cannot count as done:")
            lines += edited.detail.map { "  " + $0 }
            lines.append("The tests are the proof: fix the exercise, not its tests. `git checkout -- <file>` restores one.")
            lines.append("")
        }
        if let latest = progress.last(where: { $0.status == .done }) {
            lines.append(GalleryCommand.offer(latest.number))
            lines.append("")
        }
        guard let next = progress.first(where: { $0.status != .done }) else {
            lines.append("Every exercise is done. `swift run lab verify` checks it again; `scripts/tsan.sh` shows the races.")
            return lines.joined(separator: "\n")
        }
        lines.append("Next: Exercise \(next.number) — \(next.title)")
        if !story.isEmpty { lines.append("  \(story)") }
        lines += next.failing.prefix(4).flatMap(ProgressSurvey.describe)
        lines += [
            "  Read:  \(ExerciseID(next.number).readmePath)",
            "  Run:   \(ExerciseID(next.number).testCommand)     (or: swift run lab verify)",
            "  Hint:  swift run lab hint \(next.number)",
        ]
        return lines.joined(separator: "\n")
    }
}
