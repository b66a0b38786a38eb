import Foundation

/// `lab grade`'s proofs track: a submission's proof N laid in the grading copy's `Proofs/ProofN/`
/// (the copy's proofs package restored first, every other proof exercise holding its starting
/// proof, which compiles) and judged as `lab proof N` judges it (`ProofJudgement`) — under one
/// limit for its runs, without the network where the exercises' runs are without it.
///
/// ```swift
/// let grader = ProofGrader(lab: lab, workspace: workspace, shipped: shipped, wrapper: offline)
/// try grader.prepare(results: "grade")
/// let grade = try grader.grade(3, sources: submission.proofSources[3], results: "grade/submission-1")
/// GradeReport.cell(grade)   // "caught 9/10"
/// ```
struct ProofGrader {
    let lab: Lab
    let workspace: GalleryWorkspace
    let shipped: ShippedFiles
    let wrapper: [String]

    /// The time one proof of one submission may take, every run included (the package's first
    /// build is `prepare`'s, outside it).
    static let limitPerProof: Duration = .seconds(300)

    /// Brings the copy's proofs package up to date and builds it with every starting proof, once
    /// per `lab grade`: a proof's own limit then pays for its proof and judge alone, not for the
    /// sixty modules around them. Says one line when the build fails (each proof's run says why).
    func prepare(results: String) throws {
        try workspace.prepareProofs(shipped: shipped)
        let log = lab.results.appending(path: "\(results)/proofs-build.log")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        let built = try Subprocess(
            arguments: wrapper + ["swift", "build", "--build-tests", "--package-path", workspace.root.appending(path: ProofsCommand.package).path],
            environment: ProofJudgeRun.environment(lab),
            workingDirectory: workspace.root, timeout: lab.timeout, log: log
        ).run()
        if built.status != 0 { Lab.say("  the proofs package of the grading copy did not build with its starting proofs: \(log.path)") }
    }

    /// - Parameter results: where its runs' files go, a folder under the lab's results folder.
    func grade(_ number: Int, sources: [String: Data]?, results: String) throws -> ProofGrade {
        if let unjudged = ProofGrade.unjudged(number, sources: sources, shipped: shipped) { return unjudged }
        let id = ProofExerciseID(number)
        let started = ContinuousClock.now
        // A proof runs with the copy's files in reach: what an earlier one changed there is put back
        // first, and every other proof exercise holds its starting proof (one that does not compile
        // would stop the package).
        try workspace.prepareProofs(shipped: shipped)
        try workspace.layProof(number, sources: sources, shipped: shipped)
        let judged = try ProofJudgement.judge(id, lab: lab, root: workspace.root, wrapper: wrapper, limit: Self.limitPerProof, log: "\(results)/\(id.word)")
        return ProofGrade(proof: number, judgement: judged, seconds: Double((ContinuousClock.now - started) / .milliseconds(1)) / 1000)
    }
}
