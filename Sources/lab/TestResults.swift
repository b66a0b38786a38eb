import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One test's result, from either framework: `id` is `Module.Type/name` as xunit spells it.
struct TestOutcome: Equatable {
    let id: String
    var failed: Bool
    var messages: [String]
}

/// Reads the xunit files `swift test --parallel --xunit-output` writes: XCTest's (whose
/// failure message is only "failure") and Swift Testing's `-swift-testing.xml` (whose
/// message is the text).
final class XUnitReader: NSObject, XMLParserDelegate {
    private var outcomes: [TestOutcome] = []
    private var current: TestOutcome?

    static func read(_ data: Data) -> [TestOutcome] {
        let reader = XUnitReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        _ = parser.parse()  // a truncated file still yields the cases read so far
        return reader.outcomes
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        switch element {
        case "testcase":
            let id = (attributes["classname"] ?? "?") + "/" + (attributes["name"] ?? "?")
            current = TestOutcome(id: id, failed: false, messages: [])
        case "failure", "error":
            current?.failed = true
            if let message = attributes["message"], message != "failure" {
                current?.messages.append(message)
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "testcase", let finished = current {
            outcomes.append(finished)
            current = nil
        }
    }
}

/// XCTest's failure lines in the console: `/path/File.swift:21: error: Type.test : message`.
enum XCTestLog {
    /// Failure messages by `Type/test` (no module: XCTest's console omits it).
    static func failureMessages(in log: String) -> [String: [String]] {
        var messages: [String: [String]] = [:]
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let errorRange = line.range(of: ": error: ") else { continue }
            let rest = line[errorRange.upperBound...]
            guard let separator = rest.range(of: " : ") else { continue }
            let name = rest[..<separator.lowerBound]
            guard let dot = name.lastIndex(of: "."), !name.contains(" ") else { continue }
            let key = name[..<dot] + "/" + name[name.index(after: dot)...]
            messages[String(key), default: []].append(String(rest[separator.upperBound...]))
        }
        return messages
    }

    /// Adds the console's messages to XCTest outcomes, whose xunit entries carry none.
    static func attach(_ messages: [String: [String]], to outcomes: [TestOutcome]) -> [TestOutcome] {
        outcomes.map { outcome in
            var outcome = outcome
            if let slash = outcome.id.firstIndex(of: "/"), let dot = outcome.id[..<slash].firstIndex(of: ".") {
                let key = String(outcome.id[outcome.id.index(after: dot)...])
                outcome.messages += messages[key] ?? []
            }
            return outcome
        }
    }
}
