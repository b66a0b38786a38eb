import ConcurrencyProbes
import Testing

/// Collects weak references during one test and reports the ones still alive at its end.
///
/// You rarely use it directly: `.detectsLeaks` installs one per test and
/// `trackForMemoryLeaks(_:hint:sourceLocation:)` registers into it.
public final class LeakTracker: Sendable {
    /// One tracked instance: held weakly, remembered with where it was tracked.
    private final class Entry: @unchecked Sendable {
        // @unchecked Sendable: `instance` is written once in init and only read after the
        // test body has returned; a weak reference is never dereferenced concurrently here.
        weak var instance: AnyObject?
        let typeName: String
        let hint: String?
        let sourceLocation: SourceLocation

        init(_ instance: AnyObject, hint: String?, sourceLocation: SourceLocation) {
            self.instance = instance
            self.typeName = String(describing: type(of: instance))
            self.hint = hint
            self.sourceLocation = sourceLocation
        }
    }

    /// An instance that outlived its scope.
    public struct Leak: Sendable, CustomStringConvertible {
        /// The type of the instance that outlived the test.
        public let typeName: String
        /// What to tell the reader: the type, what usually keeps such an instance alive, and the hint.
        public let message: String
        /// Where the instance was tracked.
        public let sourceLocation: SourceLocation
        /// The message.
        public var description: String { message }
    }

    @TaskLocal static var current: LeakTracker?

    private let entries = Locked<[Entry]>([])

    /// A tracker with nothing tracked yet.
    public init() {}

    /// Tracks `instance` weakly.
    public func track(_ instance: AnyObject, hint: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let entry = Entry(instance, hint: hint, sourceLocation: sourceLocation)
        entries.withLock { $0.append(entry) }
    }

    /// The tracked instances that are still alive now.
    public func survivors() -> [Leak] {
        entries.value.compactMap { entry in
            guard entry.instance != nil else { return nil }
            return Leak(
                typeName: entry.typeName,
                message: LeakReport.message(typeName: entry.typeName, hint: entry.hint),
                sourceLocation: entry.sourceLocation)
        }
    }

    /// How long a tracked instance still alive at the end may take to go before it counts as a
    /// leak. Why: `await task.value` returns once a task completes, but the thread that ran its
    /// last job may drop its reference to the task's closure (and what it captured) a moment
    /// later, on a busy machine well after the test returned (`Lent` says the same for the
    /// harness's own tasks). Nothing announces that release, so this is a bounded look for it;
    /// a real leak never goes, and only a failing test pays the wait.
    public static let lateReleaseAllowance: Duration = .milliseconds(500)

    /// The tracked instances still alive once each had `lateReleaseAllowance` to go.
    ///
    /// ```swift
    /// let tracker = LeakTracker()
    /// tracker.track(screen)
    /// let load = Task { await screen.load() }   // the closure holds `screen`
    /// await load.value
    /// #expect(await tracker.survivorsAfterLateReleases().isEmpty)
    /// ```
    public func survivorsAfterLateReleases() async -> [Leak] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.lateReleaseAllowance)
        var leaks = survivors()
        while !leaks.isEmpty, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
            leaks = survivors()
        }
        return leaks
    }

    /// Records one Swift Testing issue per survivor, at the line that tracked it.
    func recordSurvivors() async {
        for leak in await survivorsAfterLateReleases() {
            Issue.record(Comment(rawValue: leak.message), sourceLocation: leak.sourceLocation)
        }
    }
}

/// A trait that fails a test whose tracked instances outlive it (Swift Testing).
///
/// ```swift
/// @Test(.detectsLeaks) @MainActor
/// func viewModelIsReleased() {
///     let sut = ProfileViewModel(api: APIStub())
///     trackForMemoryLeaks(sut, hint: "a closure it stores captures self strongly?")
///     sut.load()
/// }
/// ```
public struct DetectsLeaksTrait: TestTrait, SuiteTrait, TestScoping {
    /// The trait; write `.detectsLeaks`.
    public init() {}

    /// On a suite, it applies to every test inside.
    public var isRecursive: Bool { true }

    /// Runs the test with a tracker of its own, then records an issue for each instance
    /// still alive once the test has returned.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite-level trait also scopes the suite itself; only test cases track.
        guard testCase != nil else { return try await function() }
        let tracker = LeakTracker()
        // The test's locals are gone once `function` returns: only what something else
        // holds can survive to be reported.
        try await LeakTracker.$current.withValue(tracker) { try await function() }
        await tracker.recordSurvivors()
    }
}

extension Trait where Self == DetectsLeaksTrait {
    /// Fails the test if an instance passed to `trackForMemoryLeaks` is alive after it returns.
    public static var detectsLeaks: Self { DetectsLeaksTrait() }
}

/// Tracks `instance` in the current `.detectsLeaks` test (or `withLeakTracking` scope).
///
/// Outside both, the call itself records an issue: a tracker that silently does nothing
/// would prove nothing.
public func trackForMemoryLeaks(
    _ instance: AnyObject,
    hint: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let tracker = LeakTracker.current else {
        Issue.record(
            "trackForMemoryLeaks was called outside a .detectsLeaks test or withLeakTracking scope, so it could not check anything. Add .detectsLeaks to the @Test.",
            sourceLocation: sourceLocation)
        return
    }
    tracker.track(instance, hint: hint, sourceLocation: sourceLocation)
}

/// Runs `body` and then reports every instance tracked inside it that is still alive:
/// the scoped form, for checking a leak in the middle of a test.
///
/// ```swift
/// @Test func loaderIsReleasedAfterEachScreen() async {
///     for _ in 0..<3 {
///         await withLeakTracking {
///             let loader = Loader()
///             trackForMemoryLeaks(loader)
///             await loader.load()
///         }
///     }
/// }
/// ```
/// - Returns: the leaks it found (already recorded as issues), so a harness test can inspect them.
@discardableResult
public func withLeakTracking(
    _ body: () async throws -> Void
) async rethrows -> [LeakTracker.Leak] {
    let tracker = LeakTracker()
    try await LeakTracker.$current.withValue(tracker) { try await body() }
    let leaks = await tracker.survivorsAfterLateReleases()
    for leak in leaks {
        Issue.record(Comment(rawValue: leak.message), sourceLocation: leak.sourceLocation)
    }
    return leaks
}
