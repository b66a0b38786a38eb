import Foundation

/// Runs exercises' tests the way a student does — `swift test --filter`, the default build
/// folder, the exercises track, no self tests — so `lab` and `swift test --filter ExerciseN`
/// share one build. Swift Testing is read from its event stream, XCTest from its console.
struct StudentRun {
    struct Result {
        let outcomes: [TestOutcome]
        /// Exercises that do not compile, each with its first compiler errors.
        let notCompiling: [Int: [String]]
        /// The build failed (and `notCompiling` may say where).
        let buildFailed: Bool
        let log: URL
        let seconds: Double

        /// The outcomes of exercise N's tests.
        func outcomes(of number: Int) -> [TestOutcome] {
            outcomes.filter { ExerciseSelection.exercise(ofTest: $0.id) == number }
        }
    }

    let lab: Lab

    func run(_ numbers: [Int]) throws -> Result {
        let directory = lab.results.appending(path: "student")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let events = directory.appending(path: "events.jsonl")
        let log = directory.appending(path: "swift-test.log")
        try? FileManager.default.removeItem(at: events)
        let outcome = try lab.swift(
            ["test", "--filter", ExerciseSelection.testFilter(numbers),
             "--event-stream-output-path", events.path, "--event-stream-version", "6.3"],
            // An empty LAB_SELF_TESTS is "unset" to Package.swift: the student's own build.
            track: .exercises, log: log, extraEnvironment: ["LAB_SELF_TESTS": ""])
        let console = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let streamed = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        let errors = Self.compilerErrors(in: console)
        let ran = console.contains("Test Suite '") || !streamed.isEmpty
        return Result(
            outcomes: XCTestConsole.outcomes(in: console) + streamed,
            notCompiling: errors, buildFailed: !ran && outcome.status != 0,
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
