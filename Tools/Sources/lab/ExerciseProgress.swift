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
    }

    let number: Int
    let title: String
    let status: Status
    let tests: [TestOutcome]
    /// What the status rests on, when it needs saying (the edited files, the compiler errors).
    let detail: [String]

    var failing: [TestOutcome] { tests.filter(\.failed) }

    static func assess(_ number: Int, title: String, run: TestRun.Result, shipped: ShippedFiles,
                       layout: LabLayout, hintsShown: Int) -> ExerciseProgress {
        let tests = run.outcomes(of: number)
        let edited = shipped.changed(number, in: .tests, layout: layout) + shipped.changed(number, in: .fixtures, layout: layout)
        let status: Status
        var detail: [String] = []
        if let errors = run.notCompiling[number] {
            status = .doesNotCompile
            detail = Array(errors.prefix(3))
        } else if !edited.isEmpty {
            status = .testsEdited
            detail = edited
        } else if !tests.isEmpty && !tests.contains(where: \.failed) {
            status = .done
        } else if !shipped.changed(number, in: .exercise, layout: layout).isEmpty || hintsShown > 0 {
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
        case .testsEdited, .doesNotCompile: "!"
        }
    }

    /// `12 of 14 tests pass`, or what stands in the way.
    var summary: String {
        switch status {
        case .doesNotCompile: "does not compile (`swift run lab reset \(number)` restores it, after a backup)"
        case .testsEdited: "a test or fixture differs from what shipped: \(detail.joined(separator: ", "))"
        default: tests.isEmpty ? status.rawValue : "\(status.rawValue) (\(tests.filter { !$0.failed }.count) of \(tests.count) tests pass)"
        }
    }

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
        let run = try TestRun(lab: lab).run(numbers)
        let progress = manifests.map {
            ExerciseProgress.assess($0.exercise, title: $0.title, run: run, shipped: shipped, layout: lab.layout,
                                    hintsShown: lab.store.state.hintsShown($0.exercise))
        }
        // A failed build ran nothing: keep what was last known of the exercises it did not name.
        for item in progress where !run.buildFailed || item.status == .doesNotCompile {
            lab.store.state.note(item.status, of: item.number)
        }
        return (progress, run)
    }

    /// A failing test, as a student reads it: name, where, and the first line of the message.
    static func describe(_ test: TestOutcome) -> [String] {
        let name = test.displayName ?? test.key
        let message = test.messages.first.map { String($0.prefix(400)) } ?? "failed"
        return ["  ✗ \(name)" + (test.location.map { "  (\($0))" } ?? ""), "      \(message)"]
    }
}
