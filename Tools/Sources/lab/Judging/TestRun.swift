import Foundation

/// The one way `lab` runs `swift test` and reads its results: Swift Testing from its event
/// stream (a documented, versioned interface), XCTest from its console — or, for the gate's
/// parallel run, from its xunit file (written only with `--parallel`), with the console's
/// messages attached. Every command that tests uses it:
/// - a student's run (`lab`, `watch`, `verify`): `swift test --filter ExerciseNTests` on the
///   exercises track in the lab's own root and default build folder, so `lab` and the
///   student's own command share one build;
/// - the gallery's and `lab grade`'s: the same, in a workspace (a copy of the lab with one
///   exercise's files laid over), built with the tools' flags (`buildFlags`);
/// - the gate's (`lab tests`): one track, every test, the lab's own tests too, in the track's
///   strict build folder.
///
/// ```swift
/// let result = try TestRun(lab: lab).run(.exercises([3]))
/// result.outcomes(of: 3).filter(\.failed)
/// ```
struct TestRun {
    /// What a run covers and how it is built.
    struct Scope {
        let track: Track
        /// `nil`: every test target.
        let exercises: [Int]?
        let selfTests: Bool
        /// The gate's strict flags and build folder; `false`: the default build, as a student's.
        let strictBuild: Bool
        let defaults: LanguageDefaults

        /// A student's run of some exercises.
        static func exercises(_ numbers: [Int]) -> Scope {
            Scope(track: .exercises, exercises: numbers, selfTests: false, strictBuild: false, defaults: .swift6)
        }

        /// The gate's run of one track: every test (or some exercises'), and the lab's own
        /// where that track carries them (`Track.carriesSelfTests`).
        static func gate(_ track: Track, exercises: [Int]? = nil, defaults: LanguageDefaults = .swift6) -> Scope {
            Scope(track: track, exercises: exercises, selfTests: track.carriesSelfTests(defaults), strictBuild: true, defaults: defaults)
        }
    }

    struct Result {
        let outcomes: [TestOutcome]
        /// Exercises that do not compile, each with its first compiler errors.
        let notCompiling: [Int: [String]]
        /// The build failed (and `notCompiling` may say where).
        let buildFailed: Bool
        /// The run was stopped at its time limit.
        let timedOut: Bool
        /// What the test processes said as their watchdog ended them (a crash, a call that never returned).
        var incidents: [Incident] = []
        let log: URL
        let seconds: Double

        /// The outcomes of exercise N's tests.
        func outcomes(of number: Int) -> [TestOutcome] {
            outcomes.filter { ExerciseSelection.exercise(ofTest: $0.id) == number }
        }

        /// This result with exercises `numbers` as `rerun` found them (the rest as they were).
        func replacing(_ numbers: [Int], with rerun: Result) -> Result {
            let kept = { (number: Int?) in number.map { !numbers.contains($0) } ?? true }
            return Result(
                outcomes: outcomes.filter { kept(ExerciseSelection.exercise(ofTest: $0.id)) } + rerun.outcomes,
                notCompiling: notCompiling.merging(rerun.notCompiling) { $1 }, buildFailed: buildFailed || rerun.buildFailed,
                timedOut: timedOut || rerun.timedOut, incidents: incidents.filter { kept($0.exercise) } + rerun.incidents,
                log: log, seconds: seconds + rerun.seconds)
        }

        /// The first incident of exercise N's, if its code crashed or never returned.
        func incident(of number: Int) -> Incident? {
            incidents.first { $0.exercise == number }
        }
    }

    /// The package to test.
    let root: URL
    /// Where the log, the event stream and the xunit file go.
    let results: URL
    let timeout: Duration
    /// Added to the tests' environment (the gallery shortens LabKit's safety nets).
    var environment: [String: String] = [:]
    /// Put before `swift test` (`lab grade` runs submissions without the network: `unshare -rn`).
    var wrapper: [String] = []
    /// Which suites run. Each exercise's two suites call the same scenarios and differ only in
    /// how they report, so where a run is repeated for many variants (the gallery) one suite
    /// judges: `swift test` runs XCTest and Swift Testing in two processes, and one halves it.
    var suites: Suites = .both
    /// Narrower than the scope's exercises: only these tests (`ExerciseSelection.testFilter(ids:)`).
    var testFilter: String?
    /// Added to `swift test`: a tool's own workspace (the gallery's, `lab grade`'s) is built with
    /// `BuildSettings.toolFlags(_:)`; a student's build folder with nothing the student's own
    /// `swift test` would not pass, or each would undo the other's build.
    var buildFlags: [String] = []

    enum Suites {
        case both, swiftTestingOnly
    }

    init(lab: Lab, results name: String = "student") {
        self.init(root: lab.layout.root, results: lab.results.appending(path: name), timeout: lab.timeout)
    }

    init(root: URL, results: URL, timeout: Duration, environment: [String: String] = [:]) {
        self.root = root
        self.results = results
        self.timeout = timeout
        self.environment = environment
    }

    /// A student's run of exercises `numbers`.
    func run(_ numbers: [Int]) throws -> Result {
        try run(.exercises(numbers))
    }

    func run(_ scope: Scope) throws -> Result {
        try? FileManager.default.removeItem(at: results)
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let events = results.appending(path: "events.jsonl")
        let log = results.appending(path: "swift-test.log")
        let xunit = results.appending(path: "xunit.xml")
        let incidents = results.appending(path: "incidents")
        // What the Swift Testing suites attach (a failing proof's scenario, trace and replay) lands here.
        let attachments = results.appending(path: "attachments")
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
        var arguments = ["swift", "test", "--event-stream-output-path", events.path, "--event-stream-version", EventStream.version,
                         "--attachments-path", attachments.path]
        if let testFilter {
            arguments += ["--filter", testFilter]
        } else if let numbers = scope.exercises {
            arguments += ["--filter", ExerciseSelection.testFilter(numbers)]
        }
        if suites == .swiftTestingOnly { arguments.append("--disable-xctest") }
        arguments += buildFlags
        if scope.strictBuild {
            arguments += ["--parallel", "--xunit-output", xunit.path,
                          "--scratch-path", BuildSettings.scratchPath(scope.track, sanitized: false, defaults: scope.defaults)]
                + BuildSettings.strictFlags(LabLayout(root: root))
        }
        let outcome = try Subprocess(
            arguments: wrapper + arguments,
            // An empty LAB_SELF_TESTS is "unset" to Package.swift: the student's own build.
            environment: ["LAB_TRACK": scope.track.rawValue, "LAB_SELF_TESTS": scope.selfTests ? "1" : ""]
                .merging(scope.defaults.environment) { $1 }
                .merging(["CONCURRENCY_PROBES_INCIDENTS": incidents.path]) { $1 }
                .merging(environment) { $1 },
            workingDirectory: root, timeout: timeout, log: log
        ).run()
        let console = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let streamed = (try? String(contentsOf: events, encoding: .utf8)).map(EventStream.outcomes) ?? []
        // In parallel, which cases ran comes from the xunit file; the messages still from the console.
        let xctest = scope.strictBuild
            ? XCTestConsole.attach(XCTestConsole.outcomes(in: console), to: (try? Data(contentsOf: xunit)).map(XUnitReader.read) ?? [])
            : XCTestConsole.outcomes(in: console)
        let ran = console.contains("Test Suite '") || !streamed.isEmpty || !xctest.isEmpty
        let said = Incident.read(from: incidents, console: console)
        return Result(
            outcomes: Self.attach(said, to: xctest + streamed),
            notCompiling: Self.compilerErrors(in: console), buildFailed: !ran && outcome.status != 0, timedOut: outcome.timedOut,
            incidents: said, log: log, seconds: outcome.seconds)
    }

    /// A test that never ended, in a process whose watchdog said why, gets the watchdog's line as
    /// its message instead of "the test never ended".
    static func attach(_ incidents: [Incident], to outcomes: [TestOutcome]) -> [TestOutcome] {
        guard !incidents.isEmpty else { return outcomes }
        return outcomes.map { outcome in
            guard outcome.neverEnded else { return outcome }
            let own = incidents.first { incident in incident.running.contains { TestOutcome.key($0.id) == outcome.key } }
                // A test of no exercise (the lab's own) takes no other test's line: an exit test's
                // child process writes incidents of its own, on purpose.
                ?? ExerciseSelection.exercise(ofTest: outcome.id).flatMap { exercise in incidents.first { $0.exercise == exercise } }
            guard let own else { return outcome }
            var outcome = outcome
            outcome.messages = outcome.messages.filter { !$0.hasPrefix(TestOutcome.neverEndedMessage) } + [own.message]
            return outcome
        }
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
