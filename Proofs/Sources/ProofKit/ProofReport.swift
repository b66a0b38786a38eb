/// A student's proof, judged: one screen that says what it passes and what it catches, naming
/// each wrong fix it lets through by its idea, never its code.
///
/// ```swift
/// let report = ProofReport(title: "Proof 1", exercise: 3, file: "Proofs/Proof1/Proof1.swift", runs: runs, findings: findings)
/// if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) } else { print(report.summary) }
/// ```
public struct ProofReport: Sendable {
    public let title: String
    public let exercise: Int
    public let file: String
    public let runs: [ProofRun]
    public let findings: [String]

    public init(title: String, exercise: Int, file: String, runs: [ProofRun], findings: [String]) {
        self.title = title
        self.exercise = exercise
        self.file = file
        self.runs = runs
        self.findings = findings
    }

    /// Done: every version as a good proof has it, and nothing in the source to say.
    public var isDone: Bool { findings.isEmpty && runs.allSatisfy(\.isAsExpected) }

    public var summary: String {
        let fixed = runs.filter { $0.version.name == "fixed" }
        let broken = runs.filter { $0.version.name == "broken" }
        let correct = runs.filter { $0.version.verdict == .correct && $0.version.name != "fixed" }
        let wrong = runs.filter { $0.version.verdict == .wrong && $0.version.name != "broken" }
        let caught = wrong.filter(\.outcome.rejects)
        let letThrough = wrong.filter { $0.outcome == .passed }
        var lines = ["\(title), your proof (\(file)) against \(runs.count) versions of Exercise \(exercise):"]
        lines.append(mark(fixed.allSatisfy(\.isAsExpected)) + " passes the fixed version")
        lines.append(mark(correct.allSatisfy(\.isAsExpected)) + " passes \(correct.filter { !$0.outcome.rejects }.count) of \(correct.count) correct fixes")
        lines.append(mark(broken.allSatisfy(\.isAsExpected)) + " catches the broken version")
        // Each one let through has its idea in a message of its own, above the summary.
        lines.append(mark(letThrough.isEmpty) + " catches \(caught.count) of \(wrong.count) wrong fixes"
            + (letThrough.isEmpty ? "" : "; it lets through: \(letThrough.map(\.version.name).joined(separator: ", "))"))
        lines += findings.map { "  ✗ \($0)" }
        return lines.joined(separator: "\n")
    }

    /// What a student reads when the proof is not done yet: the summary, what the proof said on
    /// each version it should have passed, and where to look; `nil` when it is done.
    public var failureMessage: String? {
        guard !isDone else { return nil }
        var lines = [summary]
        lines += runs.filter { $0.version.verdict == .correct && !$0.isAsExpected }.map(rejection)
        if runs.contains(where: { $0.version.verdict == .wrong && !$0.isAsExpected }) {
            lines.append("For each version it lets through: find the clause of Exercise \(exercise)'s contract that the idea"
                + " breaks (Exercises/Exercise\(exercise)/README.md, \"The contract\") and make \(file) check it.")
        }
        return lines.joined(separator: "\n")
    }

    private func rejection(_ run: ProofRun) -> String {
        if run.outcome == .neverEnded {
            return "Your proof never ended within \(ProofJudge.limit) on \(versionName(run)): it waits for something"
                + " that version never does (a gate nobody opens, a load that never answers)."
        }
        let said = run.issues.isEmpty ? " What it said is above, among the known issues." : " It said: \(run.issues.prefix(2).joined(separator: " / "))"
        return "Your proof rejects \(versionName(run)): it \(run.outcome).\(said) A proof checks what the contract"
            + " promises, not how one fix is written."
    }

    private func versionName(_ run: ProofRun) -> String {
        run.version.name == "fixed" ? "the fixed version" : "a correct fix (\(run.version.idea))"
    }

    private func mark(_ ok: Bool) -> String { ok ? "  ✓" : "  ✗" }
}
