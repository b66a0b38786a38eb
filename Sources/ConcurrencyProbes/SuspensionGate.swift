import Foundation

/// Parks a stubbed async dependency until the test releases it, so a test can force an
/// interleaving instead of hoping for one (actor reentrancy, cancellation, ordering).
///
/// The stub calls `park()`; the test waits until the call has arrived with
/// `waitUntilSuspended()`, does whatever must happen *during* the suspension, then
/// releases the call with a value or an error.
///
/// ```swift
/// struct GatedFeed: Feed {
///     let gate = SuspensionGate<[Post]>(name: "feed.latest")
///     func latest() async throws -> [Post] { try await gate.park() }
/// }
///
/// let feed = GatedFeed()
/// let refresh = Task { try await timeline.refresh(from: feed) }
/// try await feed.gate.waitUntilSuspended()     // refresh is now suspended inside latest()
/// await timeline.clear()                       // happens during the suspension
/// feed.gate.release(returning: [post])         // refresh resumes
/// try await refresh.value
/// ```
///
/// Cancellation-safe: a parked caller whose task is cancelled throws `CancellationError`
/// at once, so work a test abandons ends instead of hanging; and `waitUntilSuspended`
/// gives up after a deadline with an error that says which gate never got its caller.
public final class SuspensionGate<Value: Sendable>: Sendable {
    private struct Parked {
        let id: UInt64
        let continuation: CheckedContinuation<Value, any Error>
    }

    private struct Waiter {
        let id: UInt64
        let count: Int
        /// What the waiter counts: callers that arrived, or callers told of cancellation.
        let counting: Counted
        let continuation: CheckedContinuation<Void, any Error>
    }

    private enum Counted {
        case arrivals, cancellations
    }

    private struct State {
        var nextID: UInt64 = 0
        var parked: [Parked] = []
        var arrivals = 0
        /// Callers whose task was cancelled while they were at the gate (ids, so a caller
        /// seen both when it parks and by its cancellation handler counts once).
        var cancelledCallers: Set<UInt64> = []
        var waiters: [Waiter] = []
        /// Releases that came before any caller: the next callers take them at once.
        var preReleased: [Result<Value, any Error>] = []

        func count(_ counted: Counted) -> Int {
            switch counted {
            case .arrivals: arrivals
            case .cancellations: cancelledCallers.count
            }
        }

        /// Removes and returns the waiters whose count has been reached.
        mutating func reachedWaiters() -> [CheckedContinuation<Void, any Error>] {
            let counts = (arrivals: arrivals, cancellations: cancelledCallers.count)
            let isReached = { (waiter: Waiter) in
                (waiter.counting == .arrivals ? counts.arrivals : counts.cancellations) >= waiter.count
            }
            let reached = waiters.filter(isReached)
            waiters.removeAll(where: isReached)
            return reached.map(\.continuation)
        }
    }

    /// One type for every gate, whatever it answers: see `DependencyCancellation`.
    public typealias Cancellation = DependencyCancellation

    /// Names the gate in error messages ("remote.loadAll").
    public let name: String
    /// Whether a parked caller throws when cancelled, or waits for its answer regardless.
    public let cancellation: Cancellation
    private let state = Locked(State())
    /// Told, with the place named by `park(at:)`, after each caller has parked (the
    /// schedule explorer waits on it).
    private let onArrival: (@Sendable (_ place: String?) -> Void)?

    /// ```swift
    /// let network = SuspensionGate<[Post]>(name: "network", cancellation: .ignored)
    /// ```
    public init(name: String = "gate", cancellation: Cancellation = .throwsWhenCancelled) {
        self.name = name
        self.cancellation = cancellation
        self.onArrival = nil
    }

    init(name: String, cancellation: Cancellation = .throwsWhenCancelled, onArrival: @escaping @Sendable (_ place: String?) -> Void) {
        self.name = name
        self.cancellation = cancellation
        self.onArrival = onArrival
    }

    /// How many callers have arrived at the gate since it was made.
    public var arrivals: Int { state.value.arrivals }

    /// How many callers are parked right now.
    public var parkedCount: Int { state.value.parked.count }

    /// How many callers were told their task was cancelled (while parked, or already when they
    /// arrived), with either kind of cancellation: a test of a dependency that answers anyway
    /// reads it to see that the request was cancelled although the caller still waits.
    ///
    /// ```swift
    /// load.cancel()
    /// #expect(network.cancellationsSeen == 1)   // told, though it will answer anyway
    /// ```
    public var cancellationsSeen: Int { state.value.cancelledCallers.count }

    // MARK: The stub's side

    /// Suspends the caller until the test calls `release(returning:)` or `release(throwing:)`.
    /// Throws `CancellationError` if the caller's task is (or gets) cancelled.
    public func park() async throws -> Value {
        try await park(at: nil)
    }

    /// `park()`, naming where the caller waits ("the store"), for a test double that parks
    /// one caller at several places on the same gate; the `ScheduleExplorer` prints it.
    public func park(at place: String?) async throws -> Value {
        let id = makeID()
        let honoursCancellation = self.cancellation == .throwsWhenCancelled
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                let ready: [CheckedContinuation<Void, any Error>] = state.withLock { state in
                    state.arrivals += 1
                    if Task.isCancelled { state.cancelledCallers.insert(id) }
                    if !state.preReleased.isEmpty {
                        continuation.resume(with: state.preReleased.removeFirst())
                    } else if honoursCancellation && Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        state.parked.append(Parked(id: id, continuation: continuation))
                    }
                    return state.reachedWaiters()
                }
                // A test waiting for the arrival is the harness's, never the arriving call's.
                TaskCapture.outside { ready.forEach { $0.resume() } }
                onArrival?(place)
            }
        } onCancel: {
            let (cancelled, reached) = state.withLock { state -> (Parked?, [CheckedContinuation<Void, any Error>]) in
                guard let index = state.parked.firstIndex(where: { $0.id == id }) else { return (nil, []) }
                state.cancelledCallers.insert(id)
                return (honoursCancellation ? state.parked.remove(at: index) : nil, state.reachedWaiters())
            }
            cancelled?.continuation.resume(throwing: CancellationError())
            TaskCapture.outside { reached.forEach { $0.resume() } }
        }
    }

    // MARK: The test's side

    /// Returns once `count` callers in all have arrived at the gate.
    ///
    /// The deadline is a safety net, not synchronisation: correct tests return as soon as
    /// the callers arrive; a broken one fails with `GateTimeout` instead of hanging.
    public func waitUntilSuspended(count: Int = 1, timeout: Duration = SafetyNet.defaultLimit) async throws {
        try await wait(until: .arrivals, reach: count, timeout: timeout)
    }

    /// Whether no caller arrives at the gate within `duration`: the one bounded look for an
    /// absence — work that must never start, such as a save a cancelled call must not leave
    /// behind in a task of its own — where no event can say "never". It spends its whole
    /// `duration` when nothing comes (a caller that arrives later still is not seen), so prefer
    /// an event (`waitUntilSuspended`, a task's value) wherever one exists.
    ///
    /// ```swift
    /// load.cancel()
    /// _ = try? await load.value
    /// #expect(await store.gate.noArrival(within: .seconds(1)), "a save started after load() returned")
    /// ```
    public func noArrival(within duration: Duration) async -> Bool {
        (try? await wait(until: .arrivals, reach: arrivals + 1, timeout: duration)) == nil
    }

    /// Returns once `count` callers in all were told their task was cancelled while at the
    /// gate (`cancellationsSeen`): for a dependency that answers anyway, whose caller stays
    /// parked, it is the event that says the request was cancelled.
    ///
    /// ```swift
    /// failing.release(throwing: URLError(.notConnectedToInternet))
    /// try await prices.waitUntilCancelled()   // the coordinator cancelled the other fetch
    /// ```
    public func waitUntilCancelled(count: Int = 1, timeout: Duration = SafetyNet.defaultLimit) async throws {
        try await wait(until: .cancellations, reach: count, timeout: timeout)
    }

    private func wait(until counted: Counted, reach count: Int, timeout: Duration) async throws {
        let id = makeID()
        // Armed once the waiter is registered, so it can only ever fail a waiter that exists.
        let deadline = Locked<Deadline?>(nil)
        defer { deadline.value?.cancel() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let reachedAlready = state.withLock { state -> Bool in
                    if state.count(counted) >= count { return true }
                    state.waiters.append(Waiter(id: id, count: count, counting: counted, continuation: continuation))
                    return false
                }
                if reachedAlready { return continuation.resume() }
                // A test already cancelled ran its cancellation handler before there was a waiter.
                if Task.isCancelled { return self.failWaiter(id, with: CancellationError()) }
                deadline.withLock {
                    $0 = Deadline(after: timeout) {
                        let seen = self.state.value.count(counted)
                        self.failWaiter(id, with: GateTimeout(gate: self.name, expected: count, arrived: seen, timeout: timeout,
                                                              waitedFor: counted == .arrivals ? .arrivals : .cancellations))
                    }
                }
            }
        } onCancel: {
            self.failWaiter(id, with: CancellationError())
        }
    }

    /// Resumes the longest-parked caller with `value`; with no caller parked yet, the
    /// next caller to arrive gets it at once.
    public func release(returning value: Value) {
        resumeOldest(with: .success(value))
    }

    /// Resumes the longest-parked caller by throwing `error`.
    public func release(throwing error: any Error) {
        resumeOldest(with: .failure(error))
    }

    /// Resumes every caller parked right now by throwing `error`, so that nothing a test
    /// abandoned (a leaked task, a call the test gave up on) waits forever after it.
    ///
    /// ```swift
    /// defer { api.feed.releaseEveryParked(throwing: CancellationError()) }
    /// ```
    public func releaseEveryParked(throwing error: any Error) {
        let parked = state.withLock { state -> [Parked] in
            defer { state.parked.removeAll() }
            return state.parked
        }
        parked.forEach { $0.continuation.resume(throwing: error) }
    }

    /// A fresh id for a parked caller or a waiter, so cancellation can find its own entry.
    private func makeID() -> UInt64 {
        state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
    }

    private func resumeOldest(with result: Result<Value, any Error>) {
        let oldest = state.withLock { state -> Parked? in
            guard !state.parked.isEmpty else {
                state.preReleased.append(result)
                return nil
            }
            return state.parked.removeFirst()
        }
        oldest?.continuation.resume(with: result)
    }

    private func failWaiter(_ id: UInt64, with error: any Error) {
        let waiter = state.withLock { state -> Waiter? in
            guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiters.remove(at: index)
        }
        waiter?.continuation.resume(throwing: error)
    }
}

/// What a gated dependency's parked caller does when its task is cancelled: a dependency that
/// honours cancellation throws at once; one that ignores it keeps waiting for its answer (a
/// network call that completes anyway). A test of how code answers cancellation runs with both.
///
/// ```swift
/// for kind in DependencyCancellation.allCases {   // the same test with each kind
///     let network = SuspensionGate<[Post]>(name: "network", cancellation: kind)
///     // … the test …
/// }
/// ```
public enum DependencyCancellation: Sendable, CaseIterable {
    /// A cancelled caller throws `CancellationError` at once.
    case throwsWhenCancelled
    /// A cancelled caller is told (`cancellationsSeen`), and still waits for its answer.
    case ignored
}

/// Thrown by `SuspensionGate.waitUntilSuspended` when the callers never arrived, and by
/// `waitUntilCancelled` when they were never cancelled.
public struct GateTimeout: Error, CustomStringConvertible, Sendable {
    /// What the test waited for at the gate.
    public enum Event: Sendable {
        /// Callers that arrived, or callers told of cancellation.
        case arrivals, cancellations
    }

    /// The gate's name.
    public let gate: String
    /// How many the test waited for.
    public let expected: Int
    /// How many arrived (or were told of cancellation) before the timeout.
    public let arrived: Int
    /// How long it waited.
    public let timeout: Duration
    /// What it waited for.
    public let waitedFor: Event

    /// A timeout at `gate`: `arrived` of `expected` after `timeout`.
    public init(gate: String, expected: Int, arrived: Int, timeout: Duration, waitedFor: Event = .arrivals) {
        self.gate = gate
        self.expected = expected
        self.arrived = arrived
        self.timeout = timeout
        self.waitedFor = waitedFor
    }

    /// What never happened at the gate, and what that says about the code under test.
    public var description: String {
        switch waitedFor {
        case .arrivals:
            "Waited \(timeout) for \(expected) caller(s) to reach the gate '\(gate)', but \(arrived) arrived:"
                + " the code under test never called the stubbed dependency as often as the test expects."
        case .cancellations:
            "Waited \(timeout) for \(expected) caller(s) waiting at the gate '\(gate)' to be cancelled, but \(arrived)"
                + " were: the code under test never cancelled that request."
        }
    }
}
