import Foundation

/// What the watch loop shows for one exercise.
struct WatchScreen: Watched {
    let lab: Lab
    let exercise: Int
    /// Read once: the manifests do not change while the student works.
    private let titles: [Int: String]

    init(lab: Lab, exercise: Int) {
        self.lab = lab
        self.exercise = exercise
        titles = Dictionary(uniqueKeysWithValues: lab.layout.exerciseNumbers().map { ($0, (try? lab.layout.manifest($0).title) ?? "") })
    }

    var folder: String { "Exercises" }

    func isDone(_ outcome: ExerciseProgress?) -> Bool { outcome?.status == .done }

    func next() -> WatchScreen? {
        lab.layout.exerciseNumbers().first { $0 > exercise }.map { WatchScreen(lab: lab, exercise: $0) }
    }

    /// Runs the exercise's tests. A build that failed elsewhere (another exercise, or
    /// outside the exercises) is shown as this exercise's obstacle, with what to do.
    func rerun() throws -> ExerciseProgress? {
        let (assessed, run) = try ProgressSurvey(lab: lab).assess([exercise])
        guard var progress = assessed.first else { return nil }
        if run.buildFailed, progress.status != .doesNotCompile {
            let other = run.notCompiling.keys.sorted().first
            progress = ExerciseProgress(
                number: exercise, title: progress.title, status: .doesNotCompile, tests: [],
                detail: other.map { ["Exercise \($0) does not compile (SwiftPM builds every exercise): `swift run lab reset \($0)`"] + (run.notCompiling[$0] ?? []).prefix(2) }
                    ?? ["the build failed; the log: \(run.log.path)"])
        }
        return progress
    }

    func render(_ progress: ExerciseProgress?, note: String) -> String {
        var lines: [String] = []
        let title = titles[exercise] ?? ""
        lines.append("Exercise \(exercise) — \(title)    (watching Exercises/ for saves)")
        lines.append("")
        if let progress {
            for test in progress.tests.sorted(by: { ($0.failed ? 0 : 1, $0.key) < ($1.failed ? 0 : 1, $1.key) }) {
                let name = test.displayName ?? test.key
                if test.skipped { lines.append("  – \(name) (skipped)"); continue }
                lines.append("  \(test.failed ? "✗" : "✓") \(name)" + (test.failed ? test.location.map { "  (\($0))" } ?? "" : ""))
                if test.failed, let message = test.messages.first { lines.append("      " + message) }
            }
            if progress.status == .doesNotCompile || progress.status == .testsEdited {
                lines.append("  ! " + progress.summary)
                lines += progress.detail.map { "      " + $0 }
            }
            lines.append("")
            lines.append(progress.status == .done ? "  ✓ Exercise \(exercise) is done. Press n for the next one." : "  " + progress.summary)
            if progress.status == .done { lines.append("  " + GalleryCommand.offer(exercise)) }
        }
        // This exercise's status from the run on screen: the remembered one may be older.
        let done = titles.keys.filter { number in
            number == exercise && progress != nil ? progress?.status == .done : lab.store.state.lastStatus(number) == .done
        }.count
        lines.append("  " + ExerciseProgress.bar(done: done, total: titles.count))
        if !note.isEmpty { lines += ["", note] }
        lines += ["", "keys: h next hint · n next exercise (once done) · l list · r rerun · q quit"]
        return lines.joined(separator: "\n")
    }

    func nextHint() -> String {
        guard let book = try? HintBook(exercise, layout: lab.layout),
              let hint = book.reveal(all: false, state: &lab.store.state).shown.first
        else { return "No hints found." }
        return "\(hint.title):\n\(hint.body)"
    }

    func list() -> String {
        titles.keys.sorted().map { number in
            "  \(number). \(titles[number] ?? "") — \(lab.store.state.lastStatus(number)?.rawValue ?? "not run yet")"
        }.joined(separator: "\n")
    }
}
