import Foundation

/// `lab tests`: runs the tests on both tracks and judges them against the manifests.
struct TestsCommand: LabCommand {
    static let spec = CommandSpec(name: "tests", flags: [.exercise, .settings], summary: "instructors: both tracks' tests against the proof manifests (the two-way gate)")
    let lab: Lab

    func run() throws -> Bool {
        let numbers = try lab.selectedExercises()
        let manifests = try lab.manifests(numbers)
        let chosen = lab.options.number(.exercise).map { [$0] }
        var outcomes: [Track: [TestOutcome]] = [:]
        for track in Track.allCases {
            outcomes[track] = try runTrack(track, exercises: chosen)
        }
        let verdicts = TestJudge.judge(
            manifests: manifests, exercises: outcomes[.exercises] ?? [], solutions: outcomes[.solutions] ?? [])
        Lab.say(Table.render(verdicts, manifests: manifests))
        return verdicts.allSatisfy(\.ok)
    }

    private func runTrack(_ track: Track, exercises: [Int]?) throws -> [TestOutcome] {
        let defaults = lab.options.defaults
        let run = try TestRun(lab: lab, results: "tests-\(track.rawValue)-\(defaults.rawValue)")
            .run(.gate(track, exercises: exercises, defaults: defaults))
        let failed = run.outcomes.filter(\.failed).count
        Lab.say("  \(track.rawValue) track (\(defaults.rawValue) defaults): \(run.outcomes.count) tests, \(failed) failed (\(Lab.format(run.seconds)); log: \(run.log.path))")
        if run.timedOut { Lab.say("  \(track.rawValue) track: swift test TIMED OUT after \(lab.timeout)") }
        if run.outcomes.isEmpty {
            let console = (try? String(contentsOf: run.log, encoding: .utf8)) ?? ""
            Lab.say("  \(track.rawValue) track produced no test results; the end of its log:")
            Lab.say(console.split(separator: "\n").suffix(15).map { "    " + $0 }.joined(separator: "\n"))
        }
        return run.outcomes
    }
}
