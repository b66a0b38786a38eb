import Foundation

/// `lab tsan`: builds both tracks with ThreadSanitizer and runs **every test** of both under
/// it, not only the declared race drivers (but the examples marked `.skippedUnderThreadSanitizer`
/// and the watchdog's exit tests, `.exitTestsSkippedUnderThreadSanitizer`: README, "ThreadSanitizer"):
/// - the solutions track, whole suite, in one run: it must pass with no report at all;
/// - the exercises track, one run per exercise with a `tsan` proof (a race that halts one
///   exercise's run cannot hide another's), which must be reported inside
///   `Exercises/ExerciseN/`; and one run for all the exercises without one, which must be
///   clean (a report there fails each of them, and says where it is).
/// With `--runs K` (K > 1) each declared race driver is also run K times on each track,
/// for its detection rate.
struct TSanCommand: LabCommand {
    static let spec = CommandSpec(name: "tsan", flags: [.exercise, .runs], summary: "instructors: ThreadSanitizer proofs, broken caught and fixed clean")
    let lab: Lab

    /// halt_on_error: the first report ends the run (a racing process can corrupt itself
    /// afterwards); handle_segv=0: Swift's own crash handler, not TSan's, reports crashes.
    static func options(logPath: String) -> String {
        "log_path=\(logPath):halt_on_error=1:handle_segv=0"
    }

    /// What a run under ThreadSanitizer adds to the tests' environment: its options, and a test
    /// watchdog (ConcurrencyProbes' `TestWatchdog`) that waits 60 s, not the safety net's 10:
    /// under TSan the tests run up to ten times slower, and a slow test is not a hang.
    static func environment(logPath: String) -> [String: String] {
        // The contract models check a seeded part of their scenarios here, chosen by LabKit's
        // `ContractScenarios` from `ThreadSanitizer.isActive`: under ThreadSanitizer an exploration
        // runs about ten times slower and looks for no race (with every one, a gate run's solutions
        // track timed out Exercise 8's main-actor proofs at 10 s); the test steps check every one.
        ["TSAN_OPTIONS": options(logPath: logPath), "CONCURRENCY_PROBES_WATCHDOG_SECONDS": "60"]
    }

    func run() throws -> Bool {
        let selected = try lab.selectedExercises()
        let manifests = try lab.manifests(selected)
        let runs = lab.options.number(.runs) ?? 1
        for track in Track.allCases {
            let log = lab.results.appending(path: "tsan-build-\(track.rawValue).log")
            let build = try lab.swift(
                ["build", "--build-tests", "--sanitize=thread", "--scratch-path", BuildSettings.scratchPath(track, sanitized: true)]
                    + BuildSettings.toolFlags(lab.layout),
                track: track, log: log)
            Lab.say("  built \(track.rawValue) track with -sanitize=thread (\(Lab.format(build.seconds)))")
            guard build.status == 0 else {
                throw LabError.failed("the \(track.rawValue) track did not build with --sanitize=thread; see \(log.path)")
            }
        }

        let wholeSuite = lab.options.number(.exercise) == nil
        let solutionFilter = wholeSuite ? nil : ExerciseSelection.testFilter(selected)
        let solutions = try runOnce(filter: solutionFilter, track: .solutions, name: "tsan-suite-solutions")
        Lab.say("  solutions track, \(wholeSuite ? "whole suite" : "Exercise \(selected.map(String.init).joined(separator: ", "))"): \(solutions.reports.count) report(s)")
        var verdicts = [TSanJudge.judgeSuite(solutions, scope: wholeSuite ? "every test" : "the exercise's tests")]

        for manifest in manifests where !manifest.tsanProofs.isEmpty {
            let run = try runOnce(filter: Self.exerciseFilter(manifest.exercise), track: .exercises, name: "tsan-ex\(manifest.exercise)-exercises")
            let built = lab.layout.exerciseDirectory(manifest.exercise)
            let verdict = TSanJudge.judgeExercise(manifest, exerciseRun: run, solutionRun: solutions, builtFolder: built)
            Lab.say("  Exercise \(manifest.exercise), exercises track: \(verdict.exercises)")
            // Where an editor or CI marks each race: the student's line, in the compiler's form.
            for line in TSanJudge.marks(run, exercise: manifest.exercise, proof: manifest.tsanProofs[0].name, builtFolder: built).lines { Lab.say(line) }
            verdicts.append(verdict)
        }
        let expectedClean = manifests.filter(\.tsanProofs.isEmpty)
        if !expectedClean.isEmpty {
            let numbers = expectedClean.map(\.exercise)
            let run = try runOnce(filter: ExerciseSelection.testFilter(numbers), track: .exercises, name: "tsan-clean-exercises")
            for manifest in expectedClean {
                let verdict = TSanJudge.judgeExercise(manifest, exerciseRun: run, solutionRun: solutions,
                                                      builtFolder: lab.layout.exerciseDirectory(manifest.exercise))
                Lab.say("  Exercise \(manifest.exercise), exercises track: \(verdict.exercises)")
                verdicts.append(verdict)
            }
        }
        // The suite's verdict first, then the exercises in order, however they were run.
        verdicts = [verdicts[0]] + verdicts.dropFirst().sorted { ($0.exercise ?? 0) < ($1.exercise ?? 0) }

        if runs > 1 {
            for manifest in manifests {
                for (index, proof) in manifest.tsanProofs.enumerated() {
                    verdicts.append(try detectionRate(manifest, proof: proof, index: index, runs: runs))
                }
            }
        }
        Lab.say(Table.render(verdicts, manifests: manifests))
        return verdicts.allSatisfy(\.ok)
    }

    /// Selects exactly one exercise's tests: `Exercise1Tests.` never matches `Exercise10Tests.`.
    static func exerciseFilter(_ number: Int) -> String { ExerciseSelection.testFilter([number]) }

    /// Runs one race driver `runs` times on each track.
    private func detectionRate(_ manifest: ExerciseManifest, proof: TSanProof, index: Int, runs: Int) throws -> Verdict {
        let filter = proof.filter
        var runsByTrack: [Track: [TSanJudge.Run]] = [:]
        for track in Track.allCases {
            for attempt in 1...runs {
                let name = "tsan-ex\(manifest.exercise)-\(index)-\(track.rawValue)-\(attempt)"
                runsByTrack[track, default: []].append(try runOnce(filter: filter, track: track, name: name))
            }
        }
        let verdict = TSanJudge.judge(
            exercise: manifest.exercise, proof: proof,
            exerciseRuns: runsByTrack[.exercises] ?? [], solutionRuns: runsByTrack[.solutions] ?? [])
        Lab.say("  Exercise \(manifest.exercise) '\(proof.name)' x\(runs): exercises \(verdict.exercises); solutions \(verdict.solutions)")
        return verdict
    }

    private func runOnce(filter: String?, track: Track, name: String) throws -> TSanJudge.Run {
        let directory = lab.results.appending(path: "tsan")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let prefix = directory.appending(path: name)
        let console = directory.appending(path: name + ".console.log")
        // Clear earlier logs of the same name so each run reads only its own.
        for old in tsanLogs(named: name, in: directory) {
            try? FileManager.default.removeItem(at: old)
        }
        let outcome = try lab.swift(
            ["test", "--sanitize=thread", "--scratch-path", BuildSettings.scratchPath(track, sanitized: true)] + BuildSettings.toolFlags(lab.layout)
                + (filter.map { ["--filter", $0] } ?? []),
            track: track, log: console, extraEnvironment: Self.environment(logPath: prefix.path))
        let text = try tsanLogs(named: name, in: directory).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
            + ((try? String(contentsOf: console, encoding: .utf8)) ?? "")
        let started = text.contains("started at") || text.contains("Test run started")
        let reports = TSanLog.reports(in: text)
        // A clean track must also pass its tests; a failing one with no report is not "clean".
        let ran = started && !outcome.timedOut && (track == .exercises || outcome.status == 0 || !reports.isEmpty)
        return TSanJudge.Run(reports: reports, ran: ran)
    }

    /// TSan writes `<log_path>.<pid>`, one file a process: every such file of run `name`.
    private func tsanLogs(named name: String, in directory: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasPrefix(name + ".") && !$0.hasSuffix(".console.log") }
            .map { directory.appending(path: $0) }
    }
}
