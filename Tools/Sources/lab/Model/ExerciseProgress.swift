import Foundation

/// Where a student is with one exercise, from real test results and the files as shipped.
struct ExerciseProgress {
    enum Status: String {
        case done
        case inProgress = "in progress"
        case notStarted = "not started"
        /// Its tests or fixtures differ from what shipped: not counted done, whatever they say.
        case testsEdited = "tests edited"
        case doesNotCompile = "does not compile"
        /// Its code crashed the test process (a `fatalError`, a force-unwrap of `nil`, an index out of range).
        case crashed
        /// A call into its code never returned (an endless loop, a continuation never resumed).
        case neverReturned = "never returned"
    }

    let number: Int
    let title: String
    let status: Status
    let tests: [TestOutcome]
    /// What the status rests on, when it needs saying (the edited files, the compiler errors).
    let detail: [String]

    var failing: [TestOutcome] { tests.filter(\.failed) }

    /// One status per state, the same in `lab`, `watch`, `verify` and grading: what the tests
    /// and the files say, never what the student read (a hint changes no status).
    static func assess(_ number: Int, title: String, run: TestRun.Result, shipped: ShippedFiles,
                       layout: LabLayout) -> ExerciseProgress {
        let tests = run.outcomes(of: number)
        let edited = shipped.changed(number, in: .tests, layout: layout) + shipped.changed(number, in: .fixtures, layout: layout)
        let status: Status
        var detail: [String] = []
        if let errors = run.notCompiling[number] {
            status = .doesNotCompile
            let missing = shipped.missing(number, in: .exercise, layout: layout)
            detail = missing.isEmpty
                ? Array(errors.prefix(3))
                : missing.map { "\($0) is missing: `swift run lab reset \(number)` restores it (after a backup of what is there)" }
                    + errors.prefix(1)
        } else if !edited.isEmpty {
            status = .testsEdited
            detail = edited
        } else if let incident = run.incident(of: number) {
            var progress = ExerciseProgress(number: number, title: title, status: incident.status, tests: tests, detail: [incident.message])
            progress.incidentSummary = incident.summary
            return progress
        } else if !tests.isEmpty && !tests.contains(where: \.failed) {
            status = .done
        } else if !shipped.changed(number, in: .exercise, layout: layout).isEmpty {
            status = .inProgress
        } else {
            status = .notStarted
        }
        return ExerciseProgress(number: number, title: title, status: status, tests: tests, detail: detail)
    }

    var symbol: String {
        switch status {
        case .done: "✓"
        case .inProgress: "…"
        case .notStarted: "·"
        case .testsEdited, .doesNotCompile, .crashed, .neverReturned: "!"
        }
    }

    /// `12 of 14 tests pass`, or what stands in the way.
    var summary: String {
        switch status {
        case .doesNotCompile: "does not compile (`swift run lab reset \(number)` restores it, after a backup)"
        case .testsEdited: "a test or fixture differs from what shipped: \(detail.joined(separator: ", "))"
        case .crashed, .neverReturned: incidentSummary.map { "\(status.rawValue): \($0)" } ?? status.rawValue
        default: tests.isEmpty ? status.rawValue : "\(status.rawValue) (\(tests.filter(\.passed).count) of \(tests.filter { !$0.skipped }.count) tests pass)"
        }
    }

    /// `SessionProductStore.swift:15: Fatal error: todo`: the place and the runtime's words, short.
    var incidentSummary: String?

    /// `[#####---------] 3/7 done`
    static func bar(_ all: [ExerciseProgress]) -> String {
        bar(done: all.filter { $0.status == .done }.count, total: all.count)
    }

    static func bar(done: Int, total: Int, width: Int = 28) -> String {
        let filled = total == 0 ? 0 : width * done / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total) done"
    }
}

/// Running exercises and assessing each: shared by `lab`, `lab verify` and `lab watch`.
struct ProgressSurvey {
    let lab: Lab

    /// `assess`, and a build that failed outside every exercise is an error.
    func survey(_ numbers: [Int]) throws -> (progress: [ExerciseProgress], run: TestRun.Result) {
        let result = try assess(numbers)
        if result.run.buildFailed && result.run.notCompiling.isEmpty {
            throw LabError.failed("the lab did not build, and not because of an exercise; the log: \(result.run.log.path)")
        }
        return result
    }

    /// Runs the exercises' tests, assesses each, and remembers what it learnt in the state.
    func assess(_ numbers: [Int]) throws -> (progress: [ExerciseProgress], run: TestRun.Result) {
        let shipped = try ShippedFiles.load(from: lab.layout)
        let manifests = try lab.manifests(numbers)
        let run = try Self.runCuttingOffIncidents(numbers) { numbers, attempt in
            try TestRun(lab: lab, results: attempt == 1 ? "student" : "student-\(attempt)").run(numbers)
        }
        let progress = manifests.map {
            ExerciseProgress.assess($0.exercise, title: $0.title, run: run, shipped: shipped, layout: lab.layout)
        }
        // A failed build ran nothing: keep what was last known of the exercises it did not name.
        for item in progress where !run.buildFailed || item.status == .doesNotCompile {
            lab.store.state.note(item.status, of: item.number)
        }
        return (progress, run)
    }

    /// Runs `numbers`; a crash or a call that never returned ends its whole test process, so the
    /// exercises it cut off run again without the ones that ended it, until a run ends by itself:
    /// one crash costs only its own exercise.
    static func runCuttingOffIncidents(
        _ numbers: [Int], run: (_ numbers: [Int], _ attempt: Int) throws -> TestRun.Result
    ) rethrows -> TestRun.Result {
        var result = try run(numbers, 1)
        var remaining = numbers
        var latest = result
        while !latest.incidents.isEmpty {
            let ended = Set(latest.incidents.compactMap(\.exercise))
            remaining.removeAll(where: ended.contains)
            guard !ended.isEmpty, !remaining.isEmpty, !latest.buildFailed else { break }
            latest = try run(remaining, numbers.count - remaining.count + 1)
            result = result.replacing(remaining, with: latest)
        }
        return result
    }

    /// A failing test, as a student reads it: name, where, and the first line of the message.
    static func describe(_ test: TestOutcome) -> [String] {
        let name = test.displayName ?? test.key
        let message = test.messages.first.map { $0.fittedKeepingPointer(to: 400) } ?? "failed"
        return ["  ✗ \(name)" + (test.location.map { "  (\($0))" } ?? ""), "      \(message)"]
    }
}
