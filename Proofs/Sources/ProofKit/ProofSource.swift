import Foundation
import LabKit

/// What the judge reads in the student's proof itself, for what running it cannot show: a proof
/// that asserts nothing, one that sleeps to wait, and one that asks which version it was given.
///
/// ```swift
/// let findings = ProofSource.findings(in: ProofFile(proof: 1, labRoot: root))
/// ```
public enum ProofSource {
    /// What asserts, in either framework.
    static let assertions = ["#expect", "#require", "Issue.record", "trackForMemoryLeaks", "XCTAssert", "XCTFail"]
    /// What waits for time instead of for the work (each a call: the name then `(`).
    static let sleeps = ["sleep", "usleep", "nanosleep", "asyncAfter"]
    /// What tells a proof which version it has: a proof that branches on it is no proof.
    static let introspection = ["type(of:", "String(reflecting:", "String(describing: type", "Mirror(", "_typeName", "ObjectIdentifier(type"]

    /// One line for each rule the proof breaks; none for a proof that asserts, never sleeps and
    /// never asks which version it has.
    public static func findings(in proof: ProofFile) -> [String] {
        var lines: [(file: String, number: Int, code: String)] = []
        for file in proof.files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                return ["\(file.path) could not be read: the judge reads your proof to tell you what running it cannot."]
            }
            for (index, code) in code(of: text).enumerated() { lines.append((file.lastPathComponent, index + 1, code)) }
        }
        var findings: [String] = []
        if !lines.contains(where: { line in assertions.contains { line.code.contains($0) } }) {
            findings.append("\(proof.shown) asserts nothing (no `#expect`, `#require`, `Issue.record` or"
                + " `trackForMemoryLeaks`): a test that asserts nothing passes every version, the broken one too."
                + " A proof says what must be true, then checks it.")
        }
        if let line = lines.first(where: { line in sleeps.contains { calls(line.code, $0) } }) {
            findings.append("\(line.file):\(line.number) sleeps to wait: a proof that sleeps depends on luck (on a busy"
                + " machine the work takes longer than the sleep, and the proof lies). Wait for the work itself:"
                + " await the call, a task's value, or a gate you open. Waits with a limit on an event are fine"
                + " (`waitUntilSuspended(timeout:)`, `waitUntilCancelled(timeout:)`, `SafetyNet.run(limit:)`), and where"
                + " only an absence can be seen — work that must never start — `gate.noArrival(within:)` is the one"
                + " bounded look the kits offer.")
        }
        if let line = lines.first(where: { line in introspection.contains { line.code.contains($0) } }) {
            findings.append("\(line.file):\(line.number) asks which version it was given (`\(line.code.trimmingCharacters(in: .whitespaces))`):"
                + " a proof checks what every version promises, whatever its type is called.")
        }
        return findings
    }

    /// Each line's code: without `//` and `/* */` comments (which may span lines) and without
    /// the text of its string literals, so no comment or message sets a rule off.
    static func code(of text: String) -> [String] {
        var inBlock = false
        return text.components(separatedBy: "\n").map { line in
            var kept = ""
            var rest = Substring(line)
            while !rest.isEmpty {
                if inBlock {
                    guard let end = rest.range(of: "*/") else { rest = ""; break }
                    rest = rest[end.upperBound...]
                    inBlock = false
                } else if let start = rest.range(of: "/*"),
                          // A `/*` that is code, not inside a string or after `//`.
                          SourceReview.code(of: String(rest[..<start.upperBound])).hasSuffix("/*") {
                    kept += rest[..<start.lowerBound]
                    rest = rest[start.upperBound...]
                    inBlock = true
                } else {
                    kept += rest
                    rest = ""
                }
            }
            return SourceReview.code(of: kept)
        }
    }

    /// Whether `code` calls `name`: the name, not inside a longer identifier, then `(`.
    static func calls(_ code: String, _ name: String) -> Bool {
        var searchFrom = code.startIndex
        while let found = code.range(of: name, range: searchFrom..<code.endIndex) {
            let before = found.lowerBound == code.startIndex ? " " : code[code.index(before: found.lowerBound)]
            let after = code[found.upperBound...].drop { $0 == " " }.first
            if !(before.isLetter || before.isNumber || before == "_"), after == "(" { return true }
            searchFrom = found.upperBound
        }
        return false
    }
}
