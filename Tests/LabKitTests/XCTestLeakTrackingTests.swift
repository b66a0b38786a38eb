import LabKit
import XCTest

/// Shows that the XCTest `trackForMemoryLeaks` fails for a survivor and passes otherwise.
///
/// corelibs XCTest has no `XCTExpectFailure`, so the expected failure is intercepted in
/// `recordFailure` and checked in `tearDown()`, which runs after the teardown blocks.
final class XCTestLeakTrackingTests: XCTestCase {
    private var expectLeakOf: String?
    private var interceptedLeakReports: [String] = []
    private weak var survivor: SelfRetaining?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if let type = expectLeakOf, description.contains("\(type) is still alive after the test") {
            interceptedLeakReports.append(description)
            return
        }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    override func tearDown() {
        if expectLeakOf != nil {
            XCTAssertEqual(interceptedLeakReports.count, 1, "trackForMemoryLeaks should have reported exactly one survivor")
            XCTAssertTrue(interceptedLeakReports.first?.hasSuffix("hint 3") == true, "the hint should end the message")
        }
        survivor?.keepAlive = nil
        super.tearDown()
    }

    func test_reportsAnInstanceStillAliveAfterTheTest() {
        expectLeakOf = "SelfRetaining"
        let cycle = SelfRetaining()
        cycle.keepAlive = cycle
        survivor = cycle
        trackForMemoryLeaks(cycle, hint: "hint 3")
    }

    func test_passesWhenTheInstanceIsReleased() {
        trackForMemoryLeaks(SelfRetaining())
    }
}
