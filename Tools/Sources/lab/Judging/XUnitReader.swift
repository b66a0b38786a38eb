import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

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
