import ConcurrencyProbes
import Testing

/// Runs each test of a suite under the process's `TestWatchdog`: if the process crashes, spins
/// on every pool thread, or a test never ends, one line names the exercise, the proof that was
/// running and the line in the exercise's file (`ExerciseIncident`), and the process ends in
/// seconds instead of printing a backtrace or hanging.
///
/// ```swift
/// @Suite("Exercise2: Actor reentrancy", .watched, .detectsLeaks)
/// struct Exercise2ReentrancyTests { … }
/// ```
public struct WatchedTrait: TestTrait, SuiteTrait, TestScoping {
    /// The trait; write `.watched`.
    public init() {}

    /// On a suite, it applies to every test inside.
    public var isRecursive: Bool { true }

    /// Runs the test as the watchdog's running test.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite-level trait also scopes the suite itself; only test cases are named.
        guard testCase != nil else { return try await function() }
        TestWatchdog.install(stacks: .runtime, describing: HungExercises.recordingLine)
        // `Module.Type/name()`, the manifests' spelling, without the source location the id ends with.
        let id = test.id.description.split(separator: "/").filter { !$0.contains(".swift:") }.joined(separator: "/")
        if let line = HungExercises.line(forTest: id) {
            let (student, words) = StudentLine.reading(diagnostic: line)
            let comment = Comment(rawValue: words + " (Not run in Swift Testing: this exercise's code never returned in this run's XCTest suite, and this test would wait out the same limit.)")
            if let student { Issue.record(comment, sourceLocation: student.sourceLocation) } else { Issue.record(comment) }
            return
        }
        do {
            try await TestWatchdog.run(test: id, name: test.displayName ?? test.name, function)
        } catch let never as SafetyNet.NeverReturned {
            // Recorded where the call that never returned is declared, with the clauses the test
            // proves, instead of as an error caught at the test's line: once, either way.
            guard let (message, student) = StudentLine.neverReturned(in: never.description, test: id) else { throw never }
            Issue.record(Comment(rawValue: message), sourceLocation: student.sourceLocation)
        }
    }
}

extension Trait where Self == WatchedTrait {
    /// Names the test, and ends the process in seconds, if it crashes or never ends.
    public static var watched: Self { WatchedTrait() }
}
