import Foundation

/// `lab verify`: every exercise, one table, then every proof of the proofs track, another; exit 0
/// only when all are done. Rebuilds `.lab/state.json`'s progress from the tests, and each proof's
/// verdict from its judge (`ProofTrackCommand.judge`, as `lab proof N`; a proof as shipped is not
/// started, and not judged). `--format json|junit|classroom|html` also
/// writes what `lab grade` writes, for this one checkout (a student's own CI, GitHub
/// Classroom: `docs/classroom.yml`), to `--output FILE` or the results folder.
struct VerifyCommand: LabCommand {
    static let spec = CommandSpec(
        name: "verify", flags: [.format, .output],
        summary: "every exercise and every proof in one table each; exit 0 only when all are done")
    let lab: Lab

    func run() throws -> Bool {
        let (progress, run) = try ProgressSurvey(lab: lab).survey(lab.layout.exerciseNumbers())
        var lines = ["ex | title | status", "-- | ----- | ------"]
        for item in progress {
            lines.append("\(item.number) | \(item.title) | \(run.buildFailed && item.status != .doesNotCompile ? "not run (another exercise does not compile)" : item.summary)")
        }
        Lab.say(lines.joined(separator: "\n"))
        Lab.say(ExerciseProgress.bar(progress))
        for item in progress where item.status == .doesNotCompile {
            Lab.say("Exercise \(item.number) does not compile:\n" + item.detail.map { "  " + $0 }.joined(separator: "\n"))
        }
        let proofs = try judgeProofs()
        if !proofs.isEmpty {
            var table = ["proof | status", "----- | ------"]
            for proof in proofs { table.append("\(ProofExerciseID(proof.proof).title) | \(GradeReport.cell(proof))") }
            Lab.say("\n" + table.joined(separator: "\n"))
        }
        if let format = lab.options.word(.format).flatMap(GradeFormat.init(rawValue:)) {
            var grade = Self.grade(progress, run: run, name: lab.layout.root.lastPathComponent)
            grade.proofs = proofs
            let output = lab.options.word(.output).map { URL(filePath: $0) } ?? lab.results.appending(path: "verify.\(format.fileExtension)")
            try format.render([grade], titles: Dictionary(uniqueKeysWithValues: progress.map { ($0.number, $0.title) }))
                .write(to: output, options: .atomic)
            Lab.say("  \(format.rawValue): \(output.path)")
        }
        return progress.allSatisfy { $0.status == .done } && proofs.allSatisfy { $0.status == .done }
    }

    /// Each proof exercise's proof, judged as `lab proof N` judges it (its verdict remembered), as
    /// `lab grade` would report it; the starting proof as shipped is not started, and not judged.
    private func judgeProofs() throws -> [ProofGrade] {
        let shipped = try ShippedFiles.load(from: lab.layout)
        return try ProofExerciseID.numbers(in: lab.layout).map { number in
            let id = ProofExerciseID(number)
            if let unjudged = ProofGrade.unjudged(number, sources: try id.sources(in: lab.layout), shipped: shipped) { return unjudged }
            Lab.say("  judging \(id.title) (\(ProofTrackCommand.runs) runs)…")
            let started = ContinuousClock.now
            let judged = try ProofTrackCommand.judge(id, lab: lab).judgement
            return ProofGrade(proof: number, judgement: judged, seconds: Double((ContinuousClock.now - started) / .milliseconds(1)) / 1000)
        }
    }

    /// This checkout as `lab grade` would report it; its own tests, so an edited test file
    /// is flagged and the exercise is not done.
    static func grade(_ progress: [ExerciseProgress], run: TestRun.Result, name: String) -> SubmissionGrade {
        let blocker = progress.first { $0.status == .doesNotCompile }
        let exercises = progress.map { item -> ExerciseGrade in
            let tests = item.tests.map(ExerciseGrade.Test.init)
            let status: ExerciseGrade.Status
            var errors: [String] = []
            switch item.status {
            case .done: status = .done
            case .doesNotCompile: status = .doesNotCompile; errors = item.detail
            case _ where tests.isEmpty && run.buildFailed:
                status = .doesNotCompile
                errors = [blocker.map { "not run: Exercise \($0.number) does not compile, and SwiftPM builds every exercise's tests (lab grade builds each alone)" }
                    ?? "not run: the build failed"]
            case .crashed: status = .crashed
            case .neverReturned: status = .neverReturned
            case .testsEdited, .inProgress, .notStarted: status = .failing
            }
            return ExerciseGrade(exercise: item.number, status: status, tests: tests, compilerErrors: errors,
                                 incident: [.crashed, .neverReturned].contains(item.status) ? item.detail.first : nil)
        }
        let edited = progress.filter { $0.status == .testsEdited }.flatMap(\.detail)
        return SubmissionGrade(name: name, edited: edited, refused: [], exercises: exercises)
    }
}
