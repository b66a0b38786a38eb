import Foundation

/// A student's proof N, judged as every command judges it (`lab proof N`, `lab watch proofN`,
/// `lab verify`, `lab grade`): the judge run up to `ProofTrackCommand.runs` times — the first
/// builds, the others run again what it built — done only if every run is; one run that is not
/// done decides.
///
/// ```swift
/// let judgement = try ProofJudgement.judge(ProofExerciseID(3), lab: lab, log: "proof3")
/// judgement.outcome   // .notDone
/// judgement.said      // "Your proof lets a wrong fix through: …", then the summary
/// judgement.score?.wrongCaught
/// ```
struct ProofJudgement {
    enum Outcome: Equatable {
        case done
        /// The judge said no (its words in `said`).
        case notDone
        /// The proofs package did not build (the compiler's lines in `said`).
        case doesNotBuild
        /// The limit ran out: the machine's, not a verdict.
        case timedOut
        /// The judge's process ended without a verdict (killed, or it crashed): not a verdict either.
        case endedWithoutVerdict
    }

    let outcome: Outcome
    /// What the judge said: each version it got wrong and its summary; or the compiler's errors
    /// (paths from the lab's root, `Proofs/Proof3/Proof3.swift:12:5: error: …`, each once).
    let said: [String]
    /// What the last judge that ran to its end counted.
    let score: ProofGrade.Score?
    /// The run that decided (1 to `ProofTrackCommand.runs`).
    let run: Int
    /// That run's console output.
    let log: URL

    /// What `.lab/state.json` remembers; `nil` for what is not a verdict on the proof.
    var verdict: ProofVerdict? {
        switch outcome {
        case .done: .done
        case .notDone: .notDone
        case .doesNotBuild: .doesNotBuild
        case .timedOut, .endedWithoutVerdict: nil
        }
    }

    /// - Parameters:
    ///   - root: the copy of the lab whose `Proofs/` is judged (`nil`: the lab's own, in the
    ///     student's build folder, so `cd Proofs && swift test` and `lab` share one build).
    ///   - wrapper: what each run runs under (`lab grade`: without the network).
    ///   - limit: for every run together (`nil`: the lab's limit, per run).
    ///   - log: the name of the runs' files in the results folder (`-run1`, `-run2`… appended).
    static func judge(
        _ id: ProofExerciseID, lab: Lab, root: URL? = nil, wrapper: [String] = [], limit: Duration? = nil, log: String
    ) throws -> ProofJudgement {
        let started = ContinuousClock.now
        var score: ProofGrade.Score?
        var last = lab.results.appending(path: "\(log)-run1.log")
        for run in 1...ProofTrackCommand.runs {
            let left = limit.map { $0 - (ContinuousClock.now - started) }
            if let left, left <= .seconds(1) { return ProofJudgement(outcome: .timedOut, said: [], score: score, run: run, log: last) }
            let judged = try ProofJudgeRun.run(lab: lab, root: root, log: "\(log)-run\(run)", filter: id.judgeModule,
                                               skipBuild: run > 1, wrapper: wrapper, timeout: left)
            last = judged.log
            if judged.timedOut { return ProofJudgement(outcome: .timedOut, said: [], score: score, run: run, log: last) }
            guard let verdict = judged.outcomes.first(where: id.isJudge) else {
                // Only the run that builds can fail to build; a later run with no verdict ended some other way.
                let errors = run == 1 ? compilerErrors(in: judged.log, root: root ?? lab.layout.root) : []
                return ProofJudgement(outcome: errors.isEmpty ? .endedWithoutVerdict : .doesNotBuild, said: errors, score: score, run: run, log: last)
            }
            score = judged.score(of: id) ?? score
            // The judge's verdict decides; its score only counts.
            if verdict.failed { return ProofJudgement(outcome: .notDone, said: verdict.messages, score: score, run: run, log: last) }
        }
        return ProofJudgement(outcome: .done, said: [], score: score, run: ProofTrackCommand.runs, log: last)
    }

    /// The compiler's error lines of a run's log, each once, with paths from the lab's root.
    private static func compilerErrors(in log: URL, root: URL) -> [String] {
        let console = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        var errors: [String] = []
        // The compiler says an error once per job that meets it.
        for line in console.split(separator: "\n") where line.contains(": error: ") {
            let error = line.replacingOccurrences(of: root.path + "/", with: "")
            if !errors.contains(error) { errors.append(error) }
        }
        return errors
    }
}
