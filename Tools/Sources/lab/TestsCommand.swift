import Foundation

/// `lab tests`: runs the tests on both tracks and judges them against the manifests.
struct TestsCommand: LabCommand {
    static let spec = CommandSpec(name: "tests", flags: [.exercise], summary: "instructors: both tracks' tests against the proof manifests (the two-way gate)")
    let lab: Lab

    func run() throws -> Bool {
        let numbers = try lab.selectedExercises()
        let manifests = try lab.manifests(numbers)
        let filter = lab.options.number(.exercise).map { ["--filter", ExerciseSelection.testFilter([$0])] } ?? []
        var outcomes: [Track: [TestOutcome]] = [:]
        for track in Track.allCases {
            outcomes[track] = try runTrack(track, filter: filter)
        }
        let verdicts = TestJudge.judge(
            manifests: manifests, exercises: outcomes[.exercises] ?? [], solutions: outcomes[.solutions] ?? [])
        let titles = Dictionary(uniqueKeysWithValues: manifests.map { ($0.exercise, $0.title) })
        Lab.say(Table.render(verdicts, titles: titles))
        return verdicts.allSatisfy(\.ok)
    }

    private func runTrack(_ track: Track, filter: [String]) throws -> [TestOutcome] {
        let directory = lab.results.appending(path: "tests-\(track.rawValue)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let xunit = directory.appending(path: "xunit.xml")
        let log = directory.appending(path: "swift-test.log")
        let events = directory.appending(path: "events.jsonl")
        let outcome = try lab.swift(
            ["test", "--parallel", "--xunit-output", xunit.path, "--scratch-path", BuildSettings.scratchPath(track, sanitized: false),
             "--event-stream-output-path", events.path, "--event-stream-version", EventStream.version]
                + BuildSettings.strictFlags + filter,
            track: track, log: log)
        // XCTest: which cases ran and failed from its xunit file (written with --parallel
        // only), the messages from its console (never in the event stream). Swift Testing:
        // everything from its event stream.
        let xctest = (try? Data(contentsOf: xunit)).map(XUnitReader.read) ?? []
        let console = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let results = XCTestConsole.attach(XCTestConsole.outcomes(in: console), to: xctest)
            + ((try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? [])
        let failed = results.filter(\.failed).count
        Lab.say("  \(track.rawValue) track: \(results.count) tests, \(failed) failed (\(Lab.format(outcome.seconds)); log: \(log.path))")
        if outcome.timedOut { Lab.say("  \(track.rawValue) track: swift test TIMED OUT after \(lab.timeout)") }
        if results.isEmpty {
            Lab.say("  \(track.rawValue) track produced no test results; the end of its log:")
            Lab.say(console.split(separator: "\n").suffix(15).map { "    " + $0 }.joined(separator: "\n"))
        }
        return results
    }
}
