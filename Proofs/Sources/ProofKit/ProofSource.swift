import Foundation
import LabKit

/// What the judge reads in the student's proof itself, for what running it cannot show: a
/// proof that asserts nothing, and one that sleeps to wait.
///
/// ```swift
/// let findings = ProofSource.findings(in: proofFile, shownAs: "Proofs/Proof1/Proof1.swift")
/// ```
public enum ProofSource {
    /// What asserts, in either framework (the code of a line, not its comments or strings).
    static let assertions = ["#expect", "#require", "Issue.record", "trackForMemoryLeaks", "XCTAssert", "XCTFail"]
    /// What waits for time instead of for the work.
    static let sleeps = ["Task.sleep", "Thread.sleep", "usleep(", "sleep(", "clock.sleep"]

    /// One line for each rule the proof breaks; none for a proof that asserts and never sleeps.
    public static func findings(in file: URL, shownAs path: String) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            return ["\(path) could not be read: the judge reads your proof to tell you what running it cannot."]
        }
        let lines = text.components(separatedBy: "\n").map(SourceReview.code(of:))
        var findings: [String] = []
        if !lines.contains(where: { line in assertions.contains { line.contains($0) } }) {
            findings.append("\(path) asserts nothing (no `#expect`, `#require`, `Issue.record` or"
                + " `trackForMemoryLeaks`): a test that asserts nothing passes every version, the broken one too."
                + " A proof says what must be true, then checks it.")
        }
        if let index = lines.firstIndex(where: { line in sleeps.contains { line.contains($0) } }) {
            findings.append("\(path):\(index + 1) sleeps to wait: a proof that sleeps depends on luck (on a busy"
                + " machine the work takes longer than the sleep, and the proof lies). Wait for the work itself:"
                + " await the call, a task's value, or a gate you open.")
        }
        return findings
    }
}
