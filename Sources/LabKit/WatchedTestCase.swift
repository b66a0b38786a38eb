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
        TestWatchdog.run(test: watchedTestID, name: "\(type.split(separator: ".").last ?? "")/\(method)") {
            super.invokeTest()
        }
    }

    /// The test's method: Linux names a test `Type.method`, macOS `-[Type method]`; it is the last word.
    private var method: String { name.split(whereSeparator: { " .[]-".contains($0) }).last.map(String.init) ?? name }

    /// `Module.Type/method`, as the manifests name an XCTest.
    private var watchedTestID: String { "\(String(reflecting: Swift.type(of: self)))/\(method)" }

    #if os(Linux)
    /// Says once, before the first failure, why every failure shows up twice; records a call that
    /// never returned within its safety net (`SafetyNet.NeverReturned`, thrown out of the test,
    /// which Linux's XCTest records at `<EXPR>:0`) at the call's declaration, with the clauses
    /// the test proves (`WatchedTrait` does the same in Swift Testing).
    override open func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        _ = Self.twoFrameworksNote
        if lineNumber == 0, let (message, student) = StudentLine.neverReturned(in: description, test: watchedTestID) {
            super.recordFailure(withDescription: message, inFile: student.path, atLine: student.line, expected: expected)
            return
        }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    #else
    /// Says once, before the first failure, why every failure shows up twice.
    override open func record(_ issue: XCTIssue) {
        _ = Self.twoFrameworksNote
        super.record(issue)
    }
    #endif

    /// Records a broken clause's message, as `XCTFail` would, at the student's line
    /// (`StudentLine`: the declaration of the method the failing call reached, from the model
    /// check's trace or the message's words), or at the test's own line when none is found; once.
    ///
    /// ```swift
    /// recordBroken(Exercise4Messages.contractDisagrees(report), of: report, exercise: 4)
    /// ```
    public func recordBroken(_ message: String?, of report: ModelCheckReport, exercise: Int, file: StaticString = #filePath, line: UInt = #line) {
        recordBroken(message, calls: StudentLine.calls(in: report.failure?.exploration.simplestFailure), exercise: exercise, file: file, line: line)
    }

    /// The same, for an exploration's report.
    public func recordBroken(_ message: String?, of report: ExplorationReport, exercise: Int, file: StaticString = #filePath, line: UInt = #line) {
        recordBroken(message, calls: StudentLine.calls(in: report.simplestFailure), exercise: exercise, file: file, line: line)
    }

    /// The same, for a check that drives its scenarios itself: the calls its message names.
    public func recordBroken(_ message: String?, exercise: Int, file: StaticString = #filePath, line: UInt = #line) {
        recordBroken(message, calls: [], exercise: exercise, file: file, line: line)
    }

    /// Reviews exercise N's built sources (`SourceReview`) and records what it finds once, at the
    /// first escape hatch's line.
    ///
    /// ```swift
    /// func test_sources_keepNoEscapeHatch() { recordReview(exercise: 6) }
    /// ```
    public func recordReview(exercise: Int, file: StaticString = #filePath, line: UInt = #line) {
        guard let (message, place) = SourceReview.review(exercise: exercise, testFile: file) else { return }
        record(message, at: place, file: file, line: line)
    }

    private func recordBroken(_ message: String?, calls: [String], exercise: Int, file: StaticString, line: UInt) {
        guard let message else { return }
        record(message, at: StudentLine.declaration(of: calls + StudentLine.calls(in: message), exercise: exercise, testFile: "\(file)"), file: file, line: line)
    }

    /// `message`, as `XCTFail` would record it, at `student`'s line, or the test's when there is none.
    private func record(_ message: String, at student: StudentLine?, file: StaticString, line: UInt) {
        guard let student else {
            XCTFail(message, file: file, line: line)
            return
        }
        #if os(Linux)
        // XCTFail's own words ("failed - …"), at a path XCTFail's `StaticString` cannot carry.
        recordFailure(withDescription: "failed - \(message)", inFile: student.path, atLine: student.line, expected: true)
        #else
        let location = XCTSourceCodeLocation(filePath: student.path, lineNumber: student.line)
        record(XCTIssue(type: .assertionFailure, compactDescription: "failed - \(message)", sourceCodeContext: XCTSourceCodeContext(location: location)))
        #endif
    }

    /// A lazy global: printed once per process, whichever test fails first.
    private static let twoFrameworksNote: Void = {
        print("Note: each exercise proves its contract twice, in XCTest and then in Swift Testing (the course teaches both), so each failure below shows up once in each.")
    }()
}
