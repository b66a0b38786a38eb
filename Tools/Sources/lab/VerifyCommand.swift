import Foundation

/// `lab verify`: every exercise, one table; exit 0 only when all are done. Rebuilds
/// `.lab/state.json`'s progress from the tests.
struct VerifyCommand: LabCommand {
    static let spec = CommandSpec(name: "verify", summary: "every exercise in one table; exit 0 only when all are done")
    let lab: Lab

    func run() throws -> Bool {
        let (progress, run) = try ProgressSurvey(lab: lab).survey(lab.layout.exerciseNumbers())
        var lines = ["ex | title | status", "-- | ----- | ------"]
        for item in progress {
            lines.append("\(item.number) | \(item.title) | \(run.buildFailed && item.status != .doesNotCompile ? "not run (another exercise does not compile)" : item.summary)")
        }
        Lab.say(lines.joined(separator: "\n"))
        Lab.say(ExerciseProgress.bar(progress))
        for item in progress where item.status == .doesNotCompile {
            Lab.say("Exercise \(item.number) does not compile:\n" + item.detail.map { "  " + $0 }.joined(separator: "\n"))
        }
        return progress.allSatisfy { $0.status == .done }
    }
}
