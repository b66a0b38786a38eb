import Foundation

/// The ThreadSanitizer proofs of one graded exercise: its tests run once more in the grading
/// workspace, built with `--sanitize=thread` in a build folder of its own, and a report with a
/// frame in the exercise's sources (or its tests, where leaked work races with test state) is
/// a failed proof, as `lab tsan` judges the lab's own tracks (`TSanJudge`).
///
/// ```swift
/// let tests = try GradeSanitizer(workspace: workspace, wrapper: []).proofs(of: manifest, results: folder)
/// ```
struct GradeSanitizer {
    let workspace: GalleryWorkspace
    /// Put before `swift test` (`unshare -rn`).
    let wrapper: [String]

    /// Linux and macOS build Swift with ThreadSanitizer; elsewhere grading leaves it out.
    static var isAvailable: Bool {
        #if os(Linux) || os(macOS)
        true
        #else
        false
        #endif
    }

    /// The manifest's `tsan` proofs, each failed as "timed out": the run did not end (or could
    /// not start) within `limit`.
    func timedOut(_ manifest: ExerciseManifest, limit: Duration) -> [ExerciseGrade.Test] {
        manifest.tsanProofs.map { proof in
            test(proof, result: .failed,
                 message: "timed out: the run under ThreadSanitizer did not end within the \(limit) left of this exercise's time limit.")
        }
    }

    /// One test a `tsan` proof of the manifest declares: passed when no report points into
    /// the exercise, failed with the first such place when one does, and failed with "timed
    /// out" when the run did not end within `limit` (what is left of the cell's): a proof is
    /// never dropped. None when the run did not start (the normal run already says why).
    func proofs(of manifest: ExerciseManifest, results: URL, limit: Duration) throws -> (tests: [ExerciseGrade.Test], timedOut: Bool) {
        guard !manifest.tsanProofs.isEmpty else { return ([], false) }
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let prefix = results.appending(path: "tsan")
        let console = results.appending(path: "tsan.console.log")
        let outcome = try Subprocess(
            arguments: wrapper + ["swift", "test", "--sanitize=thread", "--scratch-path", workspace.root.appending(path: ".build-tsan").path,
                                  "--filter", ExerciseSelection.testFilter([manifest.exercise])] + BuildSettings.toolFlags(workspace.lab),
            environment: ["LAB_TRACK": Track.exercises.rawValue, "LAB_SELF_TESTS": "", "LAB_EXERCISES": "\(manifest.exercise)"]
                .merging(TSanCommand.environment(logPath: prefix.path)) { $1 },
            workingDirectory: workspace.root, timeout: limit, log: console
        ).run()
        let logs = ((try? FileManager.default.contentsOfDirectory(atPath: results.path)) ?? [])
            .filter { $0.hasPrefix("tsan.") && !$0.hasSuffix(".console.log") }
        let text = try logs.map { try String(contentsOf: results.appending(path: $0), encoding: .utf8) }.joined(separator: "\n")
            + ((try? String(contentsOf: console, encoding: .utf8)) ?? "")
        if outcome.timedOut { return (timedOut(manifest, limit: limit), true) }
        guard text.contains("started at") || text.contains("Test run started") else { return ([], false) }
        let inside = TSanJudge.caught(TSanJudge.Run(reports: TSanLog.reports(in: text), ran: true), exercise: manifest.exercise)
        return (manifest.tsanProofs.map { proof in
            test(proof, result: inside.isEmpty ? .passed : .failed,
                 message: inside.first.map { "ThreadSanitizer reported a data race at \($0): two threads touched the same memory, one writing, with nothing ordering them." })
        }, false)
    }

    /// A `tsan` proof as a graded test, named the same way whatever became of it.
    private func test(_ proof: TSanProof, result: ExerciseGrade.Test.Result, message: String?) -> ExerciseGrade.Test {
        ExerciseGrade.Test(id: "ThreadSanitizer/\(proof.name)", name: "ThreadSanitizer: \(proof.name)", result: result, message: message)
    }
}
