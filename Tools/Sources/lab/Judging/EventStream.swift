import Foundation

/// Swift Testing's JSON event stream (`swift test --event-stream-output-path F
/// --event-stream-version 6.3`; swift-testing's Documentation/ABI/JSON.md): one JSON
/// object per line. Read instead of the console, whose wording may change: an
/// `issueRecorded` event carries the student's message as `messages[].symbol == "details"`,
/// with the source location (and its severity: a warning fails nothing); a `valueAttached`
/// event, the path of a file the test attached (`--attachments-path`).
enum EventStream {
    /// The stream version the lab asks for and reads (`--event-stream-version`).
    static let version = "6.3"

    private struct Record: Decodable {
        let kind: String
        let payload: Payload
    }

    private struct Payload: Decodable {
        let kind: String?
        let id: String?
        let testID: String?
        let displayName: String?
        let messages: [Message]?
        let issue: Issue?
        let attachment: Attachment?
    }

    private struct Attachment: Decodable {
        let path: String?
    }

    private struct Message: Decodable {
        let symbol: String
        let text: String
    }

    private struct Issue: Decodable {
        let isFailure: Bool?
        let severity: String?
        let isKnown: Bool?
        let sourceLocation: Location?
    }

    private struct Location: Decodable {
        let fileID: String?
        let line: Int?
    }

    /// Every test function that started, in order, with its issues.
    static func outcomes(in text: String) -> [TestOutcome] {
        var tests = Set<String>()
        var names: [String: String] = [:]
        var outcomes: [TestOutcome] = []
        var index: [String: Int] = [:]
        var ended = Set<String>()
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            // A line that is not a record (a truncated last line) is skipped, not fatal.
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
            let payload = record.payload
            if record.kind == "test" {
                // A test with no display name is a test all the same (`names[id] = nil` would drop it).
                if payload.kind == "function", let id = payload.id {
                    tests.insert(testID(id))
                    names[testID(id)] = payload.displayName
                }
                continue
            }
            guard record.kind == "event", let raw = payload.testID else { continue }
            let id = testID(raw)
            guard tests.contains(id) else { continue }  // a suite's event, not a test's
            let at: Int
            if let found = index[id] {
                at = found
            } else {
                outcomes.append(TestOutcome(id: id, failed: false, messages: [], displayName: names[id]))
                at = outcomes.count - 1
                index[id] = at
            }
            switch payload.kind {
            case "issueRecorded":
                let messages = payload.messages ?? []
                let text = messages.first { $0.symbol == "details" }?.text ?? messages.first?.text ?? "an issue was recorded"
                // A warning is said, never failed: what a proof left out, for instance.
                if payload.issue?.severity == "warning" { outcomes[at].warnings.append(text) }
                guard payload.issue?.isFailure ?? (payload.issue?.severity != "warning"), !(payload.issue?.isKnown ?? false) else { continue }
                outcomes[at].failed = true
                outcomes[at].messages.append(text)
                if outcomes[at].location == nil, let location = payload.issue?.sourceLocation, let file = location.fileID {
                    outcomes[at].location = "\(file.split(separator: "/").last ?? ""):\(location.line ?? 0)"
                }
            case "valueAttached":
                if let path = payload.attachment?.path { outcomes[at].attachments.append(path) }
            case "testSkipped":
                outcomes[at].skipped = true
                ended.insert(id)
            case "testEnded":
                ended.insert(id)
            default:
                break
            }
        }
        // A test that started and has no end in the stream: the process died inside it.
        for at in outcomes.indices where !ended.contains(outcomes[at].id) {
            outcomes[at].failed = true
            outcomes[at].neverEnded = true
            outcomes[at].messages.append(TestOutcome.neverEndedMessage)
        }
        return outcomes
    }

    /// `Module.Type/name()/File.swift:13:6` → `Module.Type/name()`, the manifests' spelling.
    static func testID(_ raw: String) -> String {
        var parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count > 2, let last = parts.last, last.contains(".swift:") { parts.removeLast() }
        return parts.joined(separator: "/")
    }
}
