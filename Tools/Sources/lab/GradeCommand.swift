import Foundation

/// `lab grade SUBMISSION...`: grades students' copies of the lab (folders or `.zip`s) on
/// pristine tests. For each submission and each exercise, only that exercise's sources are
/// laid over a copy of the lab in which every other exercise holds its solution (so one
/// broken exercise never costs the others), and that exercise's tests run there under a
/// time limit. One table, students × exercises, and `grade.json` (versioned) in the results
/// folder. A submission that cannot be read is one line, and the others are still graded.
///
/// Not yet (issue 17): JUnit, Classroom and HTML formats, ThreadSanitizer proofs, resuming
/// an interrupted run, running without the network.
struct GradeCommand: LabCommand {
    static let spec = CommandSpec(
        name: "grade", arguments: "SUBMISSION...", positionals: 1...10_000,
        summary: "instructors: grade students' copies (folders or .zip) on pristine tests")
    let lab: Lab

    /// The time one exercise of one submission may take, build included.
    static let limitPerExercise: Duration = .seconds(300)

    func run() throws -> Bool {
        let shipped = try ShippedFiles.load(from: lab.layout)
        let numbers = lab.layout.exerciseNumbers()
        let workspace = GalleryWorkspace(lab: lab.layout, folder: ".build-grade/lab")
        try workspace.prepare()
        var grades: [SubmissionGrade] = []
        var unreadable = 0
        for (index, path) in lab.options.positionals.enumerated() {
            let scratch = lab.results.appending(path: "grade/submission-\(index + 1)")
            let submission: Submission
            do {
                submission = try Submission.open(path, layout: lab.layout, shipped: shipped, into: scratch)
            } catch {
                Lab.say("  \(error)")
                unreadable += 1
                continue
            }
            Lab.say("  grading \(submission.name) (\(index + 1) of \(lab.options.positionals.count))…")
            for line in submission.refused { Lab.say("    refused: \(line)") }
            var exercises: [ExerciseGrade] = []
            for number in numbers {
                exercises.append(try grade(number, of: submission, in: workspace, results: scratch.appending(path: ExerciseID(number).name)))
                try workspace.lay(number, replacing: nil)
            }
            grades.append(SubmissionGrade(name: submission.name, edited: submission.edited, refused: submission.refused, exercises: exercises))
        }
        Lab.say(GradeReport.table(grades, exercises: numbers))
        let json = lab.results.appending(path: "grade.json")
        try GradeReport.json(grades).write(to: json, options: .atomic)
        Lab.say("  (every failing proof's message: \(json.path))")
        return unreadable == 0
    }

    private func grade(_ number: Int, of submission: Submission, in workspace: GalleryWorkspace, results: URL) throws -> ExerciseGrade {
        guard let sources = submission.sources[number], !sources.isEmpty else {
            return ExerciseGrade(exercise: number, status: .missing, passed: 0, total: 0, failures: [], compilerErrors: [])
        }
        try workspace.lay(number, sources: sources)
        // That exercise's targets alone (`LAB_EXERCISES`): a quicker link, and no other exercise in the build.
        let run = try TestRun(
            root: workspace.root, results: results, timeout: Self.limitPerExercise, environment: ["LAB_EXERCISES": "\(number)"]
        ).run([number])
        let outcomes = run.outcomes(of: number).filter { !$0.skipped }
        let failures = outcomes.filter(\.failed).map { ExerciseGrade.Failure(test: $0.key, message: $0.messages.first ?? "failed") }
        let status: ExerciseGrade.Status =
            if let errors = run.notCompiling[number], !errors.isEmpty { .doesNotCompile }
            else if run.timedOut { .timedOut }
            else if outcomes.isEmpty { .doesNotCompile }
            else if failures.isEmpty { .done }
            else { .failing }
        return ExerciseGrade(
            exercise: number, status: status, passed: outcomes.count - failures.count, total: outcomes.count,
            failures: failures, compilerErrors: Array((run.notCompiling[number] ?? []).prefix(3)))
    }
}
