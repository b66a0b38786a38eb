import Foundation

/// Parks a stubbed async dependency until the test releases it, so a test can force an
/// interleaving instead of hoping for one (lesson 000, actor reentrancy).
///
/// The stub calls `park()`; the test waits until the call has arrived with
/// `waitUntilSuspended()`, does whatever must happen *during* the suspension, then
/// releases the call with a value or an error.
///
/// ```swift
/// struct GatedRepository: ProductRepository {
///     let gate = SuspensionGate<[Product]>(name: "remote.loadAll")
///     func loadAll() async throws -> [Product] { try await gate.park() }
/// }
///
/// let remote = GatedRepository()
/// let refresh = Task { try await store.refresh(from: remote) }
/// try await remote.gate.waitUntilSuspended()   // refresh is now suspended inside loadAll
/// await store.clear()                          // happens during the suspension
/// remote.gate.release(returning: [product])    // refresh resumes
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
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var nextID: UInt64 = 0
        var parked: [Parked] = []
        var arrivals = 0
        var waiters: [Waiter] = []
        /// Releases that came before any caller: the next callers take them at once.
        var preReleased: [Result<Value, any Error>] = []
    }

    /// What a parked caller does when its task is cancelled: a dependency that honours
    /// cancellation throws at once; one that ignores it keeps waiting for its answer (a
    /// network call that completes anyway). Proofs that involve cancellation use both.
    public enum Cancellation: Sendable {
        case throwsWhenCancelled
        case ignored
    }

    /// Names the gate in error messages ("remote.loadAll").
    public let name: String
    /// Whether a parked caller throws when cancelled, or waits for its answer regardless.
    public let cancellation: Cancellation
    private let state = Locked(State())
    /// Told, with the place named by `park(at:)`, after each caller has parked (the
    /// schedule explorer waits on it).
    private let onArrival: (@Sendable (_ place: String?) -> Void)?

    /// ```swift
    /// let network = SuspensionGate<[Product]>(name: "network", cancellation: .ignored)
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
                    if !state.preReleased.isEmpty {
                        continuation.resume(with: state.preReleased.removeFirst())
                    } else if honoursCancellation && Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        state.parked.append(Parked(id: id, continuation: continuation))
                    }
                    let reached = state.waiters.filter { state.arrivals >= $0.count }
                    state.waiters.removeAll { state.arrivals >= $0.count }
                    return reached.map(\.continuation)
                }
                ready.forEach { $0.resume() }
                onArrival?(place)
            }
        } onCancel: {
            guard honoursCancellation else { return }
            let cancelled = state.withLock { state -> Parked? in
                guard let index = state.parked.firstIndex(where: { $0.id == id }) else { return nil }
                return state.parked.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    // MARK: The test's side

    /// Returns once `count` callers in all have arrived at the gate.
    ///
    /// The deadline is a safety net, not synchronisation: correct tests return as soon as
    /// the callers arrive; a broken one fails with `GateTimeout` instead of hanging.
    public func waitUntilSuspended(count: Int = 1, timeout: Duration = SafetyNet.defaultLimit) async throws {
        let id = makeID()
        let deadline = Task {
            // A deadline, not a wait for the work: see the doc comment above.
            try await ContinuousClock().sleep(for: timeout)
            self.failWaiter(id, with: GateTimeout(gate: self.name, expected: count, arrived: self.arrivals, timeout: timeout))
        }
        defer { deadline.cancel() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let arrivedAlready = state.withLock { state -> Bool in
                    if state.arrivals >= count { return true }
                    state.waiters.append(Waiter(id: id, count: count, continuation: continuation))
                    return false
                }
                if arrivedAlready { continuation.resume() }
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
    /// defer { api.products.releaseEveryParked(throwing: CancellationError()) }
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

/// Thrown by `SuspensionGate.waitUntilSuspended` when the callers never arrived.
public struct GateTimeout: Error, CustomStringConvertible, Sendable {
    public let gate: String
    public let expected: Int
    public let arrived: Int
    public let timeout: Duration

    public var description: String {
        "Waited \(timeout) for \(expected) caller(s) to reach the gate '\(gate)', but \(arrived) arrived:"
            + " the code under test never called the stubbed dependency as often as the test expects."
    }
}
