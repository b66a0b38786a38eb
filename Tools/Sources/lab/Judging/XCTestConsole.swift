/// XCTest's console, read line by line in both formats it is written in:
///
///     Linux:  Test Case 'Type.test' started at 2026-11-22 03:49:57.717
///             /path/File.swift:16: error: Type.test : failed - message
///             Test Case 'Type.test' failed (0.003 seconds)
///     macOS:  Test Case '-[Module.Type test]' started.
///             /path/File.swift:16: error: -[Module.Type test] : failed - message
///             Test Case '-[Module.Type test]' failed (0.003 seconds).
///
/// XCTest never appears in Swift Testing's event stream, and its xunit file carries no
/// message, so its console is the only place the student's message is written.
enum XCTestConsole {
    /// Every test case the console reports, with its failure messages, in order.
    static func outcomes(in log: String) -> [TestOutcome] {
        var outcomes: [TestOutcome] = []
        var index: [String: Int] = [:]
        func entry(_ id: String) -> Int {
            if let found = index[id] { return found }
            outcomes.append(TestOutcome(id: id, failed: false, messages: []))
            index[id] = outcomes.count - 1
            return outcomes.count - 1
        }
        var running: Int?
        var crash: String?
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("Fatal error:") || line.hasPrefix("*** Program crashed") {
                crash = crash ?? String(line)
            } else if line.hasPrefix("Test Case '"), let close = line.dropFirst(11).firstIndex(of: "'"),
               let id = testID(line[line.index(line.startIndex, offsetBy: 11)..<close]) {
                let verdict = line[line.index(after: close)...]
                let at = entry(id)
                running = verdict.hasPrefix(" started") ? at : nil
                if verdict.hasPrefix(" failed") { outcomes[at].failed = true }
                if verdict.hasPrefix(" skipped") { outcomes[at].skipped = true }
            } else if let error = line.range(of: ": error: ") {
                let rest = line[error.upperBound...]
                guard let separator = rest.range(of: " : "), let id = testID(rest[..<separator.lowerBound]) else { continue }
                let at = entry(id)
                outcomes[at].failed = true
                // XCTFail's "failed - " says nothing the ✗ does not; assertions keep their text.
                let message = rest[separator.upperBound...]
                outcomes[at].messages.append(String(message.hasPrefix("failed - ") ? message.dropFirst(9) : message))
                if outcomes[at].location == nil {
                    let path = line[..<error.lowerBound]
                    outcomes[at].location = path.split(separator: "/").last.map(String.init)
                }
            }
        }
        // A case that started and never reported its end: the process died inside it.
        if let running {
            outcomes[running].failed = true
            outcomes[running].neverEnded = true
            outcomes[running].messages.append(TestOutcome.neverEndedMessage + (crash.map { " " + $0 } ?? ""))
        }
        return outcomes
    }

    /// `Type.test` (Linux) → `Type/test`; `-[Module.Type test]` (macOS) → `Module.Type/test`.
    static func testID<S: StringProtocol>(_ name: S) -> String? {
        if name.hasPrefix("-["), name.hasSuffix("]") {
            let inner = name.dropFirst(2).dropLast()
            guard let space = inner.firstIndex(of: " ") else { return nil }
            return "\(inner[..<space])/\(inner[inner.index(after: space)...])"
        }
        guard !name.contains(" "), let dot = name.lastIndex(of: ".") else { return nil }
        return "\(name[..<dot])/\(name[name.index(after: dot)...])"
    }

    /// The student's own words in an assertion's failure: `XCTAssertEqual failed: (…) is not
    /// equal to (…) - <message>` → `<message>`; any other text as it is. (Swift Testing's
    /// event stream carries the student's message apart already.)
    static func studentPart(of text: String) -> String {
        if text.hasPrefix("XCT"), let range = text.range(of: ") - ", options: .backwards) {
            return String(text[range.upperBound...])
        }
        return text
    }

    /// Adds the console's messages to XCTest's xunit outcomes (which carry none), by key.
    static func attach(_ console: [TestOutcome], to outcomes: [TestOutcome]) -> [TestOutcome] {
        let byKey = Dictionary(console.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return outcomes.map { outcome in
            var outcome = outcome
            if let read = byKey[outcome.key] {
                outcome.messages += read.messages
                outcome.location = outcome.location ?? read.location
            }
            return outcome
        }
    }
}
