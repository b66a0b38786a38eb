import Foundation

/// `lab grade`'s proofs track: a submission's proof N laid in the grading copy's `Proofs/ProofN/`
/// (every other proof exercise holding its starting proof, which compiles), and its judge run as
/// `lab proof N` runs it — up to `ProofTrackCommand.runs` times, done only if every run is — under
/// one limit and without the network where the exercises' runs are without it.
///
/// ```swift
/// let grader = ProofGrader(lab: lab, workspace: workspace, shipped: shipped, wrapper: offline)
/// let grade = try grader.grade(3, sources: submission.proofSources[3], submission: "ana", results: "grade/submission-1")
/// GradeReport.cell(grade)   // "caught 9/11"
/// ```
struct ProofGrader {
    let lab: Lab
    let workspace: GalleryWorkspace
    let shipped: ShippedFiles
    let wrapper: [String]

    /// The time one proof of one submission may take, builds and every run included.
    static let limitPerProof: Duration = .seconds(300)

    /// - Parameter results: where its runs' files go, a folder under the lab's results folder.
    func grade(_ number: Int, sources: [String: Data]?, submission: String, results: String) throws -> ProofGrade {
        guard let sources, !sources.isEmpty else { return ProofGrade(proof: number, status: .missing, score: nil, messages: []) }
        if shipped.isStartingProof(sources, of: number) {
            // The proof as shipped asserts nothing: judging it would only say so, at a judge's cost.
            return ProofGrade(proof: number, status: .notStarted, score: nil, messages: [])
        }
        let id = ProofExerciseID(number)
        let started = ContinuousClock.now
        func seconds() -> Double { Double((ContinuousClock.now - started) / .milliseconds(1)) / 1000 }
        try workspace.layProof(number, sources: sources, shipped: shipped)
        // The next proof is judged with this one's starting proof back: one that does not compile stops the package.
        defer { try? workspace.layProof(number, sources: nil, shipped: shipped) }
        var done: ProofGrade.Score?
        var doneRuns = 0
        for attempt in 1...ProofTrackCommand.runs {
            let left = Self.limitPerProof - (ContinuousClock.now - started)
            guard left > .seconds(1) else { break }
            let run = try ProofJudgeRun.run(
                lab: lab, root: workspace.root, log: "\(results)/\(id.word)-run\(attempt)",
                filter: id.judgeModule, skipBuild: attempt > 1, wrapper: wrapper, timeout: left)
            if run.timedOut { break }
            guard let judged = run.outcomes.first(where: id.isJudge) else {
                let console = (try? String(contentsOf: run.log, encoding: .utf8)) ?? ""
                var errors: [String] = []
                // The compiler says an error once per job that meets it: each is kept once.
                for line in console.split(separator: "\n") where line.contains(": error: ") {
                    let error = line.replacingOccurrences(of: workspace.root.path + "/", with: submission + "/")
                    if !errors.contains(error) { errors.append(error) }
                }
                return ProofGrade(proof: number, status: .doesNotBuild, score: nil,
                                  messages: errors.isEmpty ? ["the proofs package did not build (\(run.log.path))"] : Array(errors.prefix(3)), seconds: seconds())
            }
            let score = run.score(of: id)
            // The judge's verdict decides; its score only counts (a judge that passed attached a done one).
            guard !judged.failed else {
                return ProofGrade(proof: number, status: .notDone, score: score, messages: judged.messages, seconds: seconds())
            }
            done = score ?? done
            doneRuns += 1
        }
        // Fewer done runs than asked: the limit ran out first, which is the machine's, not a verdict.
        let status: ProofGrade.Status = doneRuns == ProofTrackCommand.runs ? .done : .timedOut
        return ProofGrade(proof: number, status: status, score: done, messages: [], seconds: seconds())
    }
}
