import Foundation

/// Decides a `tsan` proof from the reports each track produced.
enum TSanJudge {
    /// One run of one track: its reports, and whether the test process ran at all.
    struct Run {
        let reports: [TSanReport]
        let ran: Bool
    }

    /// Caught: at least one report with a frame in `Exercises/ExerciseN/`, or in the exercise's
    /// own tests. The tests count because work the exercise leaks can race with *test* state
    /// (Exercise 7: a leaked save against the next test's setUp, where async frames leave no
    /// trace of the exercise's code); the same tests must be clean on the solutions track,
    /// which is what makes such a report the exercise's doing. Clean: no report at all.
    static func caught(_ run: Run, exercise: Int) -> [String] {
        run.reports.compactMap { attributed($0, exercise: exercise) }
    }

    /// Where a report meets exercise N: its sources first, else its tests; `nil` when neither.
    static func attributed(_ report: TSanReport, exercise: Int) -> String? {
        report.firstLocation(inside: ExerciseID(exercise).exercisePath + "/")
            ?? report.firstLocation(inside: ExerciseID(exercise).testsPath + "/")
    }

    /// The solutions track's whole-suite run: it must start, pass, and produce no report.
    static func judgeSuite(_ run: Run, scope: String) -> Verdict {
        let solutions: String
        if !run.ran {
            solutions = "DID NOT RUN (or a test failed)"
        } else if let first = run.reports.first {
            solutions = "REPORTED \(run.reports.count): \(first.summary)"
        } else {
            solutions = "clean"
        }
        return Verdict(
            exercise: nil, kind: .tsan, name: "\(scope), solutions track", exercises: "-", solutions: solutions,
            ok: run.ran && run.reports.isEmpty)
    }

    /// The reports of a run on the exercises track that name exercise N's sources, each as the
    /// line an editor marks (`SourceMark`), in the lab's words — once per line — and the reports
    /// that name its sources but no file that exists under `builtFolder` (its folder that was
    /// built): the mark must be the student's file.
    static func marks(_ run: Run, exercise number: Int, proof: String, builtFolder: URL) -> (lines: [String], unmarked: [TSanReport]) {
        var lines: [String] = [], unmarked: [TSanReport] = []
        for report in run.reports where report.firstLocation(inside: ExerciseID(number).exercisePath + "/") != nil {
            guard let mark = report.mark(inside: builtFolder) else { unmarked.append(report); continue }
            let line = mark.diagnostic("ThreadSanitizer: \(report.title) in Exercise \(number), proof “\(proof)”")
            if !lines.contains(line) { lines.append(line) }
        }
        return (lines, unmarked)
    }

    /// One exercise under TSan: all its tests on the exercise track, and what the
    /// solutions' suite run reported inside that exercise. With a `tsan` proof, the broken
    /// version must be reported inside `Exercises/ExerciseN/`, at a file that exists in
    /// `builtFolder` (`marks`); without one it must be clean.
    static func judgeExercise(_ manifest: ExerciseManifest, exerciseRun: Run, solutionRun: Run, builtFolder: URL) -> Verdict {
        let number = manifest.exercise
        let proof = manifest.tsanProofs.first
        let inside = caught(exerciseRun, exercise: number)
        let outside = exerciseRun.reports.filter { attributed($0, exercise: number) == nil }
        var exercises: String
        var ok = exerciseRun.ran
        if let proof {
            exercises = caughtText(inside, exercise: number)
            ok = ok && !inside.isEmpty
            if let unmarked = marks(exerciseRun, exercise: number, proof: proof.name, builtFolder: builtFolder).unmarked.first {
                exercises += "; NOT MARKED: a report names \(unmarked.firstLocation(inside: ExerciseID(number).exercisePath + "/") ?? "?"), no file under \(builtFolder.path)"
                ok = false
            }
        } else {
            exercises = exerciseRun.reports.isEmpty ? "clean (no data race to find)" : "UNEXPECTED report"
            ok = ok && exerciseRun.reports.isEmpty
        }
        if let stray = outside.first, proof != nil {
            exercises += "; also a report outside the exercise: \(stray.summary)"
            ok = false
        } else if let stray = outside.first {
            exercises += ": \(stray.summary)"
        }
        if !exerciseRun.ran { exercises += "; the run did not start" }
        let falseReports = solutionRun.reports.filter {
            $0.firstLocation(inside: ExerciseID(number).solutionPath + "/") != nil || $0.firstLocation(inside: ExerciseID(number).testModule + "/") != nil
        }
        return Verdict(
            exercise: number, kind: .tsan, name: proof.map { "\($0.name), every test" } ?? "every test: no data race expected",
            exercises: exercises,
            solutions: falseReports.isEmpty ? "clean" : "REPORTED: \(falseReports[0].title)",
            ok: ok && falseReports.isEmpty)
    }

    /// One run's result on the exercise track, in words: the races found inside the exercise,
    /// or that none was.
    private static func caughtText(_ inside: [String], exercise: Int) -> String {
        inside.isEmpty
            ? "NOT CAUGHT (no report in \(ExerciseID(exercise).exercisePath)/ or its tests)"
            : "\(inside.count) race\(inside.count == 1 ? "" : "s"), \(inside[0])"
    }

    static func judge(exercise: Int, proof: TSanProof, exerciseRuns: [Run], solutionRuns: [Run]) -> Verdict {
        let detected = exerciseRuns.filter { !caught($0, exercise: exercise).isEmpty }.count
        let falseReports = solutionRuns.filter { !$0.reports.isEmpty }.count
        let notRun = (exerciseRuns + solutionRuns).filter { !$0.ran }.count
        let firstRun = exerciseRuns.first.map { caught($0, exercise: exercise) } ?? []
        var exerciseText: String
        if exerciseRuns.count == 1 {
            exerciseText = caughtText(firstRun, exercise: exercise)
        } else {
            exerciseText = "caught in \(detected)/\(exerciseRuns.count) runs"
            if let location = exerciseRuns.lazy.compactMap({ caught($0, exercise: exercise).first }).first {
                exerciseText += ", \(location)"
            }
        }
        let solutionText: String
        if falseReports == 0 {
            solutionText = solutionRuns.count == 1 ? "clean" : "clean in \(solutionRuns.count)/\(solutionRuns.count) runs"
        } else {
            let title = solutionRuns.lazy.flatMap(\.reports).first?.title ?? "report"
            solutionText = "REPORTED in \(falseReports)/\(solutionRuns.count) runs (\(title))"
        }
        if notRun > 0 { exerciseText += "; \(notRun) run(s) did not start" }
        return Verdict(
            exercise: exercise, kind: .tsan, name: proof.name, exercises: exerciseText, solutions: solutionText,
            ok: detected == exerciseRuns.count && falseReports == 0 && notRun == 0 && !exerciseRuns.isEmpty)
    }
}
