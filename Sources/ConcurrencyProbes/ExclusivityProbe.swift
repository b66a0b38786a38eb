import Dispatch
import Foundation

/// Proves, without luck, whether a type lets two calls inside it at once.
///
/// A test double for one of the type's injected dependencies (a clock, a logger) calls
/// `checkpoint(_:)` from inside the type. `run(holding:whileCalling:)` holds the first
/// call there — parked on its own OS thread — and starts a second call on another OS
/// thread, then watches what the second call does:
///
/// - it reaches a checkpoint too, or returns: two calls were inside at once (**overlap**);
/// - its thread goes idle with the call unfinished: it suspended, queued behind the first
///   call, as a call to a busy actor does (**queued**);
/// - its thread sleeps inside the call: it waits for a lock the first call holds (**blocked**).
///
/// Overlap and queued are events. On Linux "blocked" is read from the operating system's
/// thread state: the second call's thread seen asleep inside the call for 100 ms on end (a
/// thread that runs is never taken for blocked). A deadline (`patience`) only ends a wait
/// that nothing resolves, and elsewhere it is how "blocked" is recognised.
///
/// ```swift
/// struct ProbedClock: Clock {                       // the type's injected clock
///     let probe: ExclusivityProbe
///     func now() -> Date { probe.checkpoint("now()"); return Date() }
/// }
/// let probe = ExclusivityProbe()
/// let cache = Cache(clock: ProbedClock(probe: probe))
/// let outcome = await probe.run(
///     holding: ProbedCall("value(for:)") { _ = await cache.value(for: "a") },
///     whileCalling: ProbedCall("insert(_:for:)") { await cache.insert(1, for: "b") })
/// #expect(!outcome.isOverlap, "\(outcome)")
/// ```
public final class ExclusivityProbe: Sendable {
    private enum Phase {
        /// Checkpoints pass straight through.
        case open
        /// The next checkpoint holds its caller.
        case armed
        /// The first call is parked at a checkpoint until the verdict.
        case holding
    }

    private struct State {
        var phase = Phase.open
        var heldArrival: HeldArrival?
        var secondEnteredAt: String?
        /// The second call got in before the first reached its checkpoint: at an `await`
        /// of the first call's own (an actor that ran the queued second call first).
        var secondEnteredBeforeTheHold = false
        var heldFinished = false
        var secondFinished = false
        /// The thread the held call runs on: a checkpoint reached anywhere else is reported,
        /// never held (holding a cooperative-pool thread could starve the whole test run).
        var heldLane: DedicatedThreadExecutor?
        /// The held call's jobs run so far, and whether the last one has returned.
        var heldJobsRun = 0
        var heldJobRunning = false
    }

    /// Which of the two calls a checkpoint belongs to: the task that reaches it says, so a
    /// second call whose job an actor runs on the first call's thread is never taken for it.
    private enum Role {
        case first, second
    }

    @TaskLocal private static var role: Role?

    /// What the first call did once the probe was armed.
    private enum HeldArrival {
        case parked(point: String)
        case onMainQueue(point: String)
        case offTheProbesThread(point: String)
        case endedWithoutCheckpoint
    }

    private let state = Locked(State())
    /// Wakes the referee whenever something it waits for may have happened.
    private let wake = DispatchSemaphore(value: 0)
    /// Lets the held call go on.
    private let release = DispatchSemaphore(value: 0)
    private let patience: Duration

    /// - Parameter patience: how long to wait for an outcome nothing signals. On Linux a
    ///   safety net only; where thread states cannot be read, the wait after which a second
    ///   call still inside its own thread counts as blocked.
    public init(patience: Duration? = nil) {
        self.patience = patience ?? (ThreadSchedulingState.isReadable ? .seconds(10) : .seconds(1))
    }

    // MARK: The test double's side

    /// Called by a test double from inside the type under test (e.g. in `Clock.now()`).
    ///
    /// When armed, holds the first caller here; a caller arriving while another is held is
    /// recorded as an overlap and passes through. A first caller on the main queue is not
    /// held (that would stop the test's own main-actor work); it is recorded instead.
    public func checkpoint(_ point: String) {
        let onTheHeldLane = state.value.heldLane?.runsTheCurrentThread ?? true
        let role = Self.role
        let hold: Bool = state.withLock { state in
            switch state.phase {
            case .open:
                return false
            case .armed where role == .second:
                // The second call was let in while the first waited at an `await` inside.
                if state.secondEnteredAt == nil { state.secondEnteredAt = point }
                state.secondEnteredBeforeTheHold = true
                return false
            case .armed where MainQueueDetection.isOnMainQueue:
                state.heldArrival = .onMainQueue(point: point)
                state.phase = .open
                return false
            case .armed where !onTheHeldLane:
                state.heldArrival = .offTheProbesThread(point: point)
                state.phase = .open
                return false
            case .armed:
                state.heldArrival = .parked(point: point)
                state.phase = .holding
                return true
            case .holding:
                if state.secondEnteredAt == nil { state.secondEnteredAt = point }
                return false
            }
        }
        wake.signal()
        if hold { release.wait() }
    }

    // MARK: The test's side

    /// Holds `first` inside the type at its first checkpoint, calls `second`, and reports
    /// what `second` did. Both calls run to their end before it returns (a call that does not
    /// end within the safety net is left behind, never waited for).
    public func run(holding first: ProbedCall, whileCalling second: ProbedCall) async -> ExclusivityOutcome {
        let laneA = DedicatedThreadExecutor(name: "probe: \(first.name)", holdsJobs: true, onEnqueue: { [wake] in wake.signal() })
        state.withLock { $0 = State(phase: .armed, heldLane: laneA) }
        let laneB = DedicatedThreadExecutor(name: "probe: \(second.name)") { [wake] in wake.signal() }
        defer {
            laneA.shutDown()
            laneB.shutDown()
        }

        let (firstName, secondName) = (first.name, second.name)
        let (firstCall, secondCall) = (Lent(first), Lent(second))
        defer {
            firstCall.takeBack()
            secondCall.takeBack()
        }
        let firstTask = Task(executorPreference: laneA, priority: .low) {
            await Self.$role.withValue(.first) { await firstCall.borrowed?.body() }
            self.state.withLock { $0.heldFinished = true }
            self.wake.signal()
        }
        var secondTask: Task<Void, Never>?
        func startSecond() {
            secondTask = Task(executorPreference: laneB, priority: .high) {
                await Self.$role.withValue(.second) { await secondCall.borrowed?.body() }
                self.state.withLock { $0.secondFinished = true }
                self.wake.signal()
            }
        }
        /// Lets everything end once the verdict is in: checkpoints pass, the held call goes
        /// on, its lane runs freely; a call that does not end in time is left behind.
        func finish(_ outcome: ExclusivityOutcome) async -> ExclusivityOutcome {
            state.withLock { $0.phase = .open }
            if case .parked? = state.value.heldArrival {
                release.signal()
                if secondTask != nil { await letTheSecondCallOvertake() }
            }
            laneA.runFreely()
            _ = await SafetyNet.run { await firstTask.value }
            if let secondTask { _ = await SafetyNet.run { await secondTask.value } }
            return outcome
        }
        /// After its checkpoint the held call goes on one job at a time, and before each job
        /// the second call (at a higher priority) moves as far as it can: where the held call
        /// suspends again at an `await` of its own, the second one overtakes it there, and the
        /// type's state shows it (lines out of order). A correct type leaves nothing to overtake.
        func letTheSecondCallOvertake() async {
            let settled: @Sendable (State, Duration, Bool) -> Bool? = { state, asleepFor, idle in
                !state.heldJobRunning && (state.secondFinished || idle || asleepFor >= Self.sleepConfirmation) ? true : nil
            }
            while !state.value.heldFinished {
                guard await referee(limit: patience, asleep: { laneB.isBlockedInsideAJob == true }, idle: { laneB.isIdle }, settled) != nil,
                      await referee(limit: Self.arrivalLimit, { state, _, _ in state.heldFinished || laneA.pendingJobs > 0 ? true : nil }) != nil,
                      !state.value.heldFinished
                else { return }
                state.withLock { $0.heldJobRunning = true }
                laneA.runNext { [state, wake] in
                    state.withLock { $0.heldJobRunning = false }
                    wake.signal()
                }
            }
        }
        /// What the second call did, once it shows: went in (reached a checkpoint, or
        /// returned), suspended (its thread idle: queued), or slept inside its job (blocked).
        let secondsMove: @Sendable (State, _ idle: Bool, _ asleepFor: Duration) -> ExclusivityOutcome? = { state, idle, asleepFor in
            if idle { return .queued(first: firstName, second: secondName) }
            if asleepFor >= Self.sleepConfirmation { return .blocked(first: firstName, second: secondName) }
            return nil
        }

        // The first call runs one job at a time until its checkpoint. Once it is inside the
        // type (its task's first job, then one inside), a job left queued means it suspended
        // at an `await` of its own before the checkpoint: the second call is let in there.
        while state.value.heldArrival == nil, !state.value.heldFinished {
            let jobsRun = state.value.heldJobsRun
            if laneA.pendingJobs > 0 {
                if jobsRun >= 2, secondTask == nil {
                    startSecond()
                    let move = await referee(limit: patience, asleep: { laneB.isBlockedInsideAJob == true }, idle: { laneB.isIdle }) { state, asleepFor, idle in
                        state.secondEnteredAt != nil || state.secondFinished
                            ? .overlapAtAwait(first: firstName, second: secondName, secondReached: state.secondEnteredAt)
                            : secondsMove(state, idle, asleepFor)
                    }
                    if let move, move.isOverlap { return await finish(move) }
                }
                state.withLock { $0.heldJobRunning = true }
                laneA.runNext { [state, wake] in
                    state.withLock {
                        $0.heldJobRunning = false
                        $0.heldJobsRun += 1
                    }
                    wake.signal()
                }
            }
            // The job returns, or holds at the checkpoint, or the call runs where no lane of
            // the probe's is (the main actor): each of those wakes the referee.
            let moved = await referee(limit: Self.arrivalLimit) { state, _, _ in
                state.heldArrival != nil || state.heldFinished || (!state.heldJobRunning && laneA.pendingJobs > 0) ? true : nil
            }
            if moved == nil { break }
        }
        guard case let .parked(point)? = state.value.heldArrival else {
            let arrival = state.value.heldArrival
            let outcome: ExclusivityOutcome = switch arrival {
            case let .onMainQueue(point)?: .heldCallRanOnMainActor(first: firstName, point: point)
            case let .offTheProbesThread(point)?: .heldCallLeftItsThread(first: firstName, point: point)
            default: .heldCallNeverReachedCheckpoint(first: firstName)
            }
            return await finish(outcome)
        }

        if secondTask == nil { startSecond() }
        let outcome = await referee(limit: patience, asleep: { laneB.isBlockedInsideAJob == true }, idle: { laneB.isIdle }) { state, asleepFor, idle -> ExclusivityOutcome? in
            if let entered = state.secondEnteredAt {
                return state.secondEnteredBeforeTheHold
                    ? .overlapAtAwait(first: firstName, second: secondName, secondReached: entered)
                    : .overlap(first: firstName, second: secondName, heldAt: point, secondReached: entered)
            }
            if state.secondFinished {
                return .overlap(first: firstName, second: secondName, heldAt: point, secondReached: nil)
            }
            return secondsMove(state, idle, asleepFor)
        } ?? .blocked(first: firstName, second: secondName)
        return await finish(outcome)
    }

    /// How long the second call's thread must be seen asleep, without interruption, before
    /// it counts as blocked: a thread can sleep for a moment for reasons of its own (the
    /// allocator's lock, a page fault), never for this long while the held call waits.
    static let sleepConfirmation: Duration = .milliseconds(100)

    /// A safety net for the first call to reach its checkpoint (or end without one).
    static let arrivalLimit: Duration = SafetyNet.defaultLimit

    /// Waits on a thread of its own (never the cooperative pool, which may be one thread
    /// wide) until `decide` returns a value, or `limit` runs out (`nil`).
    ///
    /// `decide` is asked again at every wake-up, and every millisecond while `asleep` is
    /// polled; it gets the state, for how long `asleep()` has been true without a break, and
    /// `idle()` — read *before* the state: a call records that it finished inside a job,
    /// before its lane goes idle, so "idle, and then not finished" means suspended, never
    /// "just finished" (read the other way round, a call that ended in between looked queued).
    private func referee<Decision: Sendable>(
        limit: Duration,
        asleep: @escaping @Sendable () -> Bool = { false },
        idle: @escaping @Sendable () -> Bool = { false },
        _ decide: @escaping @Sendable (State, _ asleepFor: Duration, _ idle: Bool) -> Decision?
    ) async -> Decision? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Decision?, Never>) in
            let thread = Thread { [state, wake] in
                let clock = ContinuousClock()
                let deadline = clock.now.advanced(by: limit)
                var asleepSince: ContinuousClock.Instant?
                while clock.now < deadline {
                    let now = clock.now
                    asleepSince = asleep() ? (asleepSince ?? now) : nil
                    let wasIdle = idle()
                    if let decision = decide(state.value, asleepSince.map { now - $0 } ?? .zero, wasIdle) {
                        continuation.resume(returning: decision)
                        return
                    }
                    // A poll period for the thread state, not synchronisation: every event
                    // the verdict depends on also signals `wake`.
                    _ = wake.wait(timeout: .now() + .milliseconds(1))
                }
                continuation.resume(returning: nil)
            }
            thread.name = "probe referee"
            thread.start()
        }
    }
}

/// One call the probe makes: a name for the report and the call itself.
public struct ProbedCall: Sendable {
    /// The call's name in the outcome ("record()").
    public let name: String
    let body: @Sendable () async -> Void

    /// ```swift
    /// ProbedCall("insert(_:for:)") { await cache.insert(1, for: "a") }
    /// ```
    public init(_ name: String, _ body: @escaping @Sendable () async -> Void) {
        self.name = name
        self.body = body
    }
}

/// What a second call did while the probe held a first call inside the type.
///
/// ```swift
/// let outcomes = [await probe.run(holding: store, whileCalling: retrieve)]
/// if let overlap = outcomes.first(where: \.isOverlap) {
///     Issue.record("Two calls were inside the cache at once: \(overlap)")   // names both calls
/// }
/// ```
public enum ExclusivityOutcome: Sendable, Equatable, CustomStringConvertible {
    /// Both calls were inside at once. `secondReached` is the checkpoint the second call
    /// reached, or `nil` if it returned without reaching one.
    case overlap(first: String, second: String, heldAt: String, secondReached: String?)
    /// The second call entered while the first was suspended at an `await` of its own
    /// inside the type, before the checkpoint: `secondReached` as for `overlap`.
    case overlapAtAwait(first: String, second: String, secondReached: String?)
    /// The second call suspended until the first one ended (a busy actor queues it).
    case queued(first: String, second: String)
    /// The second call's thread waited inside it (a lock held by the first call).
    case blocked(first: String, second: String)
    /// The first call reached the checkpoint on the main queue: the type runs on the main actor.
    case heldCallRanOnMainActor(first: String, point: String)
    /// The first call ended without reaching a checkpoint, so nothing could be proven.
    case heldCallNeverReachedCheckpoint(first: String)
    /// The held call reached its checkpoint on a thread the probe does not own: it handed
    /// its work to another task (`Task { }`), which runs after the call has returned.
    case heldCallLeftItsThread(first: String, point: String)

    /// True when two calls were inside the type at once.
    public var isOverlap: Bool {
        switch self {
        case .overlap, .overlapAtAwait: true
        default: false
        }
    }

    /// True when the second call waited for the first: the type serialises them.
    public var isSerialised: Bool {
        switch self {
        case .queued, .blocked: true
        default: false
        }
    }

    /// The outcome in words, naming both calls.
    public var description: String {
        switch self {
        case let .overlap(first, second, heldAt, reached?):
            "`\(first)` was still inside (held at \(heldAt)) when `\(second)` entered and reached \(reached)"
        case let .overlap(first, second, heldAt, nil):
            "`\(first)` was still inside (held at \(heldAt)) when `\(second)` entered, ran and returned"
        case let .overlapAtAwait(first, second, reached?):
            "`\(first)` was suspended at an `await` inside the type, before its checkpoint, when `\(second)` entered and reached \(reached)"
        case let .overlapAtAwait(first, second, nil):
            "`\(first)` was suspended at an `await` inside the type, before its checkpoint, when `\(second)` entered, ran and returned"
        case let .queued(first, second):
            "`\(second)` waited (suspended) until `\(first)` was done"
        case let .blocked(first, second):
            "`\(second)` waited (blocked) until `\(first)` was done"
        case let .heldCallRanOnMainActor(first, point):
            "`\(first)` reached \(point) on the main actor"
        case let .heldCallLeftItsThread(first, point):
            "`\(first)` reached \(point) on a thread the probe does not own: it handed its work to another task"
        case let .heldCallNeverReachedCheckpoint(first):
            "`\(first)` returned without reaching the probe's checkpoint, so the probe could not hold it"
        }
    }
}
