import Foundation

/// Runs exercises' tests the way a student does — `swift test --filter`, the exercises
/// track, no self tests — and reads Swift Testing from its event stream, XCTest from its
/// console. `lab`'s student commands run it in the lab's own root and default build folder
/// (so `lab` and `swift test --filter ExerciseNTests` share one build); `lab gallery` runs it
/// in its workspace, a copy of the lab with one file laid over a solution.
struct StudentRun {
    struct Result {
        let outcomes: [TestOutcome]
        /// Exercises that do not compile, each with its first compiler errors.
        let notCompiling: [Int: [String]]
        /// The build failed (and `notCompiling` may say where).
        let buildFailed: Bool
        /// The run was stopped at its time limit.
        let timedOut: Bool
        let log: URL
        let seconds: Double

        /// The outcomes of exercise N's tests.
        func outcomes(of number: Int) -> [TestOutcome] {
            outcomes.filter { ExerciseSelection.exercise(ofTest: $0.id) == number }
        }
    }

    /// The package to test.
    let root: URL
    /// Where the log and the event stream go.
    let results: URL
    let timeout: Duration
    /// Added to the tests' environment (the gallery shortens LabKit's safety nets).
    var environment: [String: String] = [:]

    init(lab: Lab) {
        self.init(root: lab.layout.root, results: lab.results.appending(path: "student"), timeout: lab.timeout)
    }

    init(root: URL, results: URL, timeout: Duration, environment: [String: String] = [:]) {
        self.root = root
        self.results = results
        self.timeout = timeout
        self.environment = environment
    }

    func run(_ numbers: [Int]) throws -> Result {
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let events = results.appending(path: "events.jsonl")
        let log = results.appending(path: "swift-test.log")
        try? FileManager.default.removeItem(at: events)
        let outcome = try Subprocess(
            arguments: ["swift", "test", "--filter", ExerciseSelection.testFilter(numbers),
                        "--event-stream-output-path", events.path, "--event-stream-version", EventStream.version],
            // An empty LAB_SELF_TESTS is "unset" to Package.swift: the student's own build.
            environment: ["LAB_TRACK": Track.exercises.rawValue, "LAB_SELF_TESTS": ""].merging(environment) { $1 },
            workingDirectory: root, timeout: timeout, log: log
        ).run()
        let console = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let streamed = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        let errors = Self.compilerErrors(in: console)
        let ran = console.contains("Test Suite '") || !streamed.isEmpty
        return Result(
            outcomes: XCTestConsole.outcomes(in: console) + streamed,
            notCompiling: errors, buildFailed: !ran && outcome.status != 0, timedOut: outcome.timedOut,
            log: log, seconds: outcome.seconds)
    }

    /// `…/Exercises/Exercise3/X.swift:12:5: error: …` lines, by exercise.
    static func compilerErrors(in console: String) -> [Int: [String]] {
        var errors: [Int: [String]] = [:]
        for line in console.split(separator: "\n") where line.hasPrefix("/") {
            // `path:line:column: error:` is the compiler; XCTest's failures are `path:line: error:`.
            guard let error = line.range(of: ": error: ") else { continue }
            let place = line[..<error.lowerBound].split(separator: ":")
            guard place.count >= 3, place.suffix(2).allSatisfy({ Int($0) != nil }),
                  let number = ExerciseSelection.exercise(ofPath: String(place[0]))
            else { continue }
            let text = String(line)
            if !(errors[number]?.contains(text) ?? false) { errors[number, default: []].append(text) }
        }
        return errors
    }
}
