import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends a test process that cannot end by itself, in seconds and with one line that says why:
/// which test was running and where in the package's own code.
///
/// A safety net (`SafetyNet`) turns a call that never returns into a failed test, but it runs on
/// the cooperative pool: code that spins (`while true {}`) or blocks on every pool thread leaves
/// nothing to run it, and a crash ends the process with the runtime's backtrace and no word of
/// the test. The watchdog runs on a thread of its own and ends the process itself when:
/// - it **crashes** (`fatalError`, a force-unwrap of `nil`, an index out of range, a bad access):
///   the line names the running tests and the crash site, with file and line, beside the
///   runtime's own message; the runtime's backtracer is not called (it printed 200 lines a
///   crash, and once held a run for ten minutes);
/// - **every thread of the cooperative pool** stays busy for `poolLimit`: a job it posts there
///   never runs, so no safety net could fire;
/// - a **test makes no progress for `testLimit`** with the pool free: it awaits what nobody
///   gives (a test that reports progress, as the schedule explorer does after each schedule,
///   is timed from its last move: ``noteProgress()``);
/// - the process that started the tests (`swift test`) has ended: nothing would ever read them.
/// For a hang, the line also names what the process's threads were running in the package's
/// own code (each is asked for its stack). Each incident is also written as JSON where
/// `TestIncident.folderVariable` names a folder, for a tool that ran the tests.
///
/// Install it once and run each test inside `run(test:name:_:)`; a Swift Testing trait or an
/// `XCTestCase.invokeTest()` override does both in one place:
/// ```swift
/// struct WatchedTrait: TestTrait, SuiteTrait, TestScoping {
///     var isRecursive: Bool { true }
///     func provideScope(for test: Test, testCase: Test.Case?,
///                       performing function: @Sendable () async throws -> Void) async throws {
///         TestWatchdog.install()
///         try await TestWatchdog.run(test: test.id.description, name: test.displayName ?? test.name, function)
///     }
/// }
/// ```
public enum TestWatchdog {
    /// Says an incident in one line (the default names the tests, the site, and what to look for).
    public typealias Describe = @Sendable (TestIncident) -> String

    /// How long every thread of the cooperative pool may stay busy, unless `install` is told
    /// otherwise: the safety net's limit (`SafetyNet.defaultLimit`), or
    /// `CONCURRENCY_PROBES_WATCHDOG_SECONDS` (ThreadSanitizer's runs, many times slower, set more).
    public static let defaultPoolLimit: Duration = configured ?? SafetyNet.defaultLimit

    /// How long one test may run, unless `install` is told otherwise: the safety net's limit and
    /// 5 s more (a test whose safety net fired still has time to fail with its own message), or
    /// `CONCURRENCY_PROBES_WATCHDOG_SECONDS`.
    public static let defaultTestLimit: Duration = configured ?? SafetyNet.defaultLimit + .seconds(5)

    private static let configured: Duration? = ProcessInfo.processInfo
        .environment["CONCURRENCY_PROBES_WATCHDOG_SECONDS"].flatMap(Int.init).map { .seconds(max(1, $0)) }

    /// Starts the watchdog and its crash handlers, once per process; later calls do nothing.
    ///
    /// ```swift
    /// TestWatchdog.install { incident in "✗ \(incident.kind): \(incident.frames.first?.place ?? "?")" }
    /// ```
    /// - Parameters:
    ///   - stacks: how a thread's stack is read, for the file and line an incident names.
    ///   - poolLimit: how long every thread of the cooperative pool may stay busy while a test runs.
    ///   - testLimit: how long one test may run.
    ///   - describe: the line printed for an incident.
    public static func install(
        stacks: StackReader = .none, poolLimit: Duration = defaultPoolLimit, testLimit: Duration = defaultTestLimit,
        describing describe: @escaping Describe = TestIncident.defaultLine
    ) {
        state.withLock { state in
            guard state.describe == nil else { return }
            state.describe = describe
            state.stacks = stacks
            state.poolLimit = poolLimit
            state.testLimit = testLimit
        }
        // Tests start in parallel: a lazy global's initializer runs once, and every other caller
        // waits for it, so no test runs before the handlers are in place.
        _ = installation
    }

    private static let installation: Void = {
        parent = getppid()
        SourceFrames.reader = state.withLock { $0.stacks }
        // The precise unwinder reads the binary's debug information on first use: begun here, beside
        // the first tests, not for the first time inside a crash.
        SourceFrames.warmUp()
        ThreadSampler.prepare()
        CrashSignals.install()
        let thread = Thread { watch() }
        thread.name = "TestWatchdog"
        thread.start()
    }()

    /// Runs `body` as the test `id`, so that an incident inside it names the test.
    ///
    /// ```swift
    /// try await TestWatchdog.run(test: "Module.Suite/test()", name: "loads once") { try await body() }
    /// ```
    public static func run<Result>(
        test id: String, name: String, _ body: () async throws -> Result
    ) async rethrows -> Result {
        let token = begin(id: id, name: name)
        defer { end(token) }
        return try await $currentTest.withValue(token) { try await body() }
    }

    /// `run(test:name:_:)` for a synchronous body (`XCTestCase.invokeTest()`).
    ///
    /// ```swift
    /// override func invokeTest() { TestWatchdog.run(test: name, name: name) { super.invokeTest() } }
    /// ```
    public static func run<Result>(test id: String, name: String, _ body: () throws -> Result) rethrows -> Result {
        let token = begin(id: id, name: name)
        defer { end(token) }
        return try $currentTest.withValue(token) { try body() }
    }

    /// Says that the running test moved on (a schedule explored, a scenario checked): a test
    /// that keeps moving is never "too long", however many steps it takes; `testLimit` counts
    /// from its last move. Each step has a safety net of its own (the explorer's step limit).
    ///
    /// ```swift
    /// for scenario in scenarios { await check(scenario); TestWatchdog.noteProgress() }
    /// ```
    public static func noteProgress() {
        guard let token = currentTest else { return }
        state.withLock { $0.running[token]?.lastMoved = .now }
    }

    /// The running test's token, inherited by the tasks it makes.
    @TaskLocal private static var currentTest: Int?

    // MARK: State

    private struct State {
        var describe: Describe?
        var stacks = StackReader.none
        var poolLimit = TestWatchdog.defaultPoolLimit
        var testLimit = TestWatchdog.defaultTestLimit
        var running: [Int: (test: TestIncident.RunningTest, lastMoved: ContinuousClock.Instant, priority: TaskPriority)] = [:]
        var nextToken = 0
        /// When the heartbeat still waiting for a pool thread was posted.
        var beatPosted: ContinuousClock.Instant?
        /// An incident is being reported: nothing else may report or end the process.
        var ending = false
    }

    private static let state = Locked(State())
    /// The process that started this one, when the watchdog was installed.
    // nonisolated(unsafe): written once in `install` before the watchdog's thread starts, read only there.
    private nonisolated(unsafe) static var parent: pid_t = 0

    private static func begin(id: String, name: String) -> Int {
        state.withLock { state in
            state.nextToken += 1
            state.running[state.nextToken] = (TestIncident.RunningTest(id: id, name: name), .now, Task.currentPriority)
            return state.nextToken
        }
    }

    private static func end(_ token: Int) {
        state.withLock { _ = $0.running.removeValue(forKey: token) }
    }

    private static func runningTests() -> [TestIncident.RunningTest] {
        state.withLock { $0.running.values.sorted { $0.lastMoved < $1.lastMoved }.map(\.test) }
    }

    // MARK: The watchdog's thread

    private static func watch() {
        let tick = 0.25
        while true {
            Thread.sleep(forTimeInterval: tick)  // a poll interval on a thread of its own, not synchronisation
            if getppid() != parent {
                // `swift test` ended (a time limit, Ctrl-C, a kill): no one will read this process.
                _exit(1)
            }
            let now = ContinuousClock.now
            let (postBeat, priority, poolHeldFor, longest, poolLimit, testLimit) = state.withLock { state in
                let post = state.beatPosted == nil
                if post { state.beatPosted = now }
                let priority = state.running.values.min { $0.lastMoved < $1.lastMoved }?.priority ?? .medium
                let held = state.running.isEmpty ? nil : state.beatPosted.map { now - $0 }
                let oldest = state.running.values.map { now - $0.lastMoved }.max()
                return (post, priority, held, oldest, state.poolLimit, state.testLimit)
            }
            if postBeat {
                // The pool has threads of its own for each priority: the heartbeat asks for a thread
                // where the oldest running test's work runs.
                Task.detached(priority: priority) { state.withLock { $0.beatPosted = nil } }
            }
            if let held = poolHeldFor, held > poolLimit {
                endProcess(.poolHeld, seconds: held)
            } else if let longest, longest > testLimit {
                endProcess(.testNeverEnded, seconds: longest)
            }
        }
    }

    private static func endProcess(_ kind: TestIncident.Kind, seconds: Duration) -> Never {
        let running = runningTests(), whole = Int(seconds.components.seconds)
        startReadingStacks(for: TestIncident(kind: kind, signal: nil, running: running, threads: [], seconds: whole), endingWith: nil)
        report(TestIncident(kind: kind, signal: nil, running: running, threads: ThreadSampler.sampleOtherThreads(), seconds: whole))
        _exit(1)
    }

    // MARK: Reporting

    /// Prints the incident's line and writes it where a tool asked; `false` if another incident
    /// is already being reported.
    @discardableResult
    static func report(_ incident: TestIncident) -> Bool {
        let describe = state.withLock { state -> Describe? in
            guard !state.ending else { return nil }
            state.ending = true
            return state.describe ?? TestIncident.defaultLine
        }
        guard let describe else { return false }
        var incident = incident
        incident.line = describe(incident)
        let text = "\n" + incident.line + "\n"
        text.utf8CString.withUnsafeBufferPointer { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count - 1)
        }
        if let folder = ProcessInfo.processInfo.environment[TestIncident.folderVariable],
           let data = try? JSONEncoder().encode(incident) {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try? data.write(to: URL(filePath: folder).appending(path: "\(getpid()).json"))
        }
        return true
    }

    /// A crash signal arrived: say it (once), with the crashing thread's own frames, and return
    /// the signal the process is to end with.
    static func crashed(_ signal: Int32, context: UnsafeMutableRawPointer?) -> Int32 {
        if let reading = readingStacks.withLock({ $0 }), pthread_equal(reading.thread, pthread_self()) != 0 {
            // This thread crashed while reading stacks for an incident: the reading failed, not the
            // test. The incident is said without the stacks, and ends the process as it would have.
            report(reading.incident)
            guard let ending = reading.ending else { _exit(1) }
            return ending
        }
        let name = CrashSignals.name(of: signal), running = runningTests()
        startReadingStacks(for: TestIncident(kind: .crashed, signal: name, running: running, threads: [], seconds: 0), endingWith: signal)
        let frames = SourceFrames.resolve(SourceFrames.capture(signalContext: context))
        if !report(TestIncident(kind: .crashed, signal: name, running: running, threads: [frames], seconds: 0)) {
            // Another thread is already reporting and will end the process.
            while true { pause() }
        }
        return signal
    }

    /// The thread reading stacks for an incident (a crash's site, or the threads of a hang), that
    /// incident without them, and the signal that ends the process (`nil`: exit 1, a hang's end).
    /// Reading a stack can itself crash (seen on 6.3.1: SIGSEGV inside the `Runtime` module's
    /// symbolication, 1 run in 50 of the watchdog's crash test), and that second crash must not
    /// end the process without a word, nor as another incident.
    // @unchecked Sendable: a thread's identity, compared with `pthread_equal` and never dereferenced.
    private struct StackReading: @unchecked Sendable {
        let thread: pthread_t
        let incident: TestIncident
        let ending: Int32?
    }
    private static let readingStacks = Locked<StackReading?>(nil)

    /// Notes this thread as the one reading stacks for `incident` — the first only: a crash on
    /// another thread meanwhile reads its own site, and whichever reports first ends the process.
    private static func startReadingStacks(for incident: TestIncident, endingWith ending: Int32?) {
        let reading = StackReading(thread: pthread_self(), incident: incident, ending: ending)
        readingStacks.withLock { $0 = $0 ?? reading }
    }
}
