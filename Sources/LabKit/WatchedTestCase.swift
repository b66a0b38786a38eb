import ConcurrencyProbes
import XCTest

/// An `XCTestCase` whose tests run under the process's `TestWatchdog` (`WatchedTrait`, for
/// XCTest): a crash, a spin on every pool thread or a test that never ends is one line naming
/// the exercise, the test and the line, and the process ends in seconds.
///
/// ```swift
/// final class Exercise2ReentrancyXCTests: WatchedTestCase {
///     func test_refresh_deliversRemoteProducts() async throws { … }
/// }
/// ```
open class WatchedTestCase: XCTestCase {
    /// Runs the test as the watchdog's running test.
    override open func invokeTest() {
        TestWatchdog.install(stacks: .runtime, describing: HungExercises.recordingLine)
        let type = String(reflecting: Swift.type(of: self))
        // Linux names a test `Type.method`, macOS `-[Type method]`: the method is the last word.
        let method = name.split(whereSeparator: { " .[]-".contains($0) }).last.map(String.init) ?? name
        TestWatchdog.run(test: "\(type)/\(method)", name: "\(type.split(separator: ".").last ?? "")/\(method)") {
            super.invokeTest()
        }
    }

    #if os(Linux)
    /// Says once, before the first failure, why every failure shows up twice.
    override open func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        _ = Self.twoFrameworksNote
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    #else
    /// Says once, before the first failure, why every failure shows up twice.
    override open func record(_ issue: XCTIssue) {
        _ = Self.twoFrameworksNote
        super.record(issue)
    }
    #endif

    /// A lazy global: printed once per process, whichever test fails first.
    private static let twoFrameworksNote: Void = {
        print("Note: each exercise proves its contract twice, in XCTest and then in Swift Testing (the course teaches both), so each failure below shows up once in each.")
    }()
}
