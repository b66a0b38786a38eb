/// A student's proof, judged: a message for each version it got wrong (a wrong fix named by its
/// idea, never its code), and one summary of what it passes and what it catches.
///
/// ```swift
/// let report = ProofReport(title: "Proof 1", exercise: 3, files: "Proofs/Proof1/", runs: runs, findings: findings)
/// report.messages.forEach { Issue.record(Comment(rawValue: $0)) }
/// if report.isDone { print(report.summary) } else { Issue.record(Comment(rawValue: report.summary)) }
/// ```
public struct ProofReport: Sendable {
    public let title: String
    public let exercise: Int
    /// Where the proof is, as a student reads it.
    public let files: String
    public let runs: [ProofRun]
    public let findings: [String]

    public init(title: String, exercise: Int, files: String, runs: [ProofRun], findings: [String]) {
        self.title = title
        self.exercise = exercise
        self.files = files
        self.runs = runs
        self.findings = findings
    }

    /// Done: every version as a good proof has it, and nothing in the source to say.
    public var isDone: Bool { findings.isEmpty && runs.allSatisfy(\.isAsExpected) }

    /// One message for each version the proof got wrong, then what its source says.
    public var messages: [String] {
        runs.filter { !$0.isAsExpected }.map(message) + findings
    }

    /// What it passes and what it catches, in five lines or so.
    public var summary: String {
        let fixed = runs.filter { $0.version.name == ProofVersion.fixedName }
        let broken = runs.filter { $0.version.name == ProofVersion.brokenName }
        let correct = runs.filter { $0.version.verdict == .correct && $0.version.name != ProofVersion.fixedName }
        let wrong = runs.filter { $0.version.verdict == .wrong && $0.version.name != ProofVersion.brokenName }
        let letThrough = wrong.filter { !$0.outcome.rejects }
        var lines = ["\(title), your proof (\(files)) against \(runs.count) versions of Exercise \(exercise):"]
        lines.append(mark(fixed.allSatisfy(\.isAsExpected)) + " passes the fixed version")
        lines.append(mark(correct.allSatisfy(\.isAsExpected)) + " passes \(correct.filter(\.isAsExpected).count) of \(correct.count) correct fixes")
        lines.append(mark(broken.allSatisfy(\.isAsExpected)) + " catches the broken version")
        lines.append(mark(letThrough.isEmpty) + " catches \(wrong.count - letThrough.count) of \(wrong.count) wrong fixes"
            + (letThrough.isEmpty ? "" : "; it lets through: \(letThrough.map(\.version.name).joined(separator: ", "))"))
        for run in broken + wrong where run.outcome.rejects {
            lines.append("      caught \(run.version.name): \(caught(run))")
        }
        let byClock = wrong.filter { $0.outcome == .neverEnded }
        if !byClock.isEmpty {
            lines.append("  (\(byClock.map(\.version.name).joined(separator: ", ")) caught only by the judge's time limit:"
                + " your proof never ended on them. Give your waits a limit, so your proof can say what never happened.)")
        }
        if runs.contains(where: { $0.version.verdict == .wrong && !$0.isAsExpected }) {
            lines.append("For each one it lets through: find the clause of Exercise \(exercise)'s contract that its idea breaks"
                + " (Exercises/Exercise\(exercise)/README.md, \"The contract\"), and check that clause.")
        }
        return lines.joined(separator: "\n")
    }

    private func message(_ run: ProofRun) -> String {
        let idea = "its idea: “\(run.version.idea)”"
        switch run.version.verdict {
        case .wrong where run.version.name == ProofVersion.brokenName:
            return "Your proof lets the broken version through (Exercise \(exercise) as shipped; \(idea))."
        case .wrong:
            return "Your proof lets a wrong fix through: \(run.version.name), \(idea)"
        case .correct:
            let which = run.version.name == ProofVersion.fixedName ? "the fixed version" : "a correct fix, \(run.version.name) (\(idea))"
            let said = run.issues.isEmpty ? "" : " It said: \(run.issues.prefix(2).joined(separator: " / "))"
            let advice = run.outcome == .neverEnded
                ? " It waits for something that version never does (a gate nobody opens, a load that never answers), or spins."
                : " A proof checks what the contract promises, not how one fix is written."
            return "Your proof rejects \(which): it \(run.outcome).\(said)\(advice)"
        }
    }

    /// How the proof caught a wrong version, in a few words: its first message, or how it ended.
    private func caught(_ run: ProofRun) -> String {
        guard run.outcome == .failed, let said = run.issues.first else { return "it \(run.outcome)" }
        let words = said.count > 100 ? said.prefix(99) + "…" : Substring(said)
        return "it said “\(words)”"
    }

    private func mark(_ ok: Bool) -> String { ok ? "  ✓" : "  ✗" }
}
