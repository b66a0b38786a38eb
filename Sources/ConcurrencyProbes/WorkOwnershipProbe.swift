import Foundation

/// Tells whether a call *owns* the work it starts: waits for it before returning,
/// and cancels it when the call is cancelled — or returns while that work still runs.
///
/// The work must park on a `SuspensionGate` (a gated test double). The probe runs the call on
/// a thread of its own (`DedicatedThreadExecutor`) and decides on events, never on time:
/// 1. it waits until the work arrives at the gate (the work has started);
/// 2. then until the call has returned, or its thread has nothing left to run while the call
///    has not returned (the call is suspended: waiting for something);
/// 3. with `slowWork`, the work stays parked that long while the call waits — a slow
///    dependency — and a call that ends its own work meanwhile (races it against a timer) is
///    caught: its work leaves the gate unanswered while nobody cancelled the call;
/// 4. a waiting call is cancelled, and the gate is asked at once whether its caller was told:
///    cancelling a task cancels its child tasks synchronously, so work the call owns has been
///    told (`cancellationsSeen`) when `cancel()` returns; work in a `Task { }` of its own has
///    not. A gate of either kind works: one that throws when cancelled, or one whose work
///    answers anyway (it stays parked, told, and the probe then ends it).
///
/// ```swift
/// struct GatedUploader: Uploader {                    // upload() parks until released
///     let gate = SuspensionGate<Void>(name: "uploader.upload")
///     func upload(_ photo: Photo) async throws { try await gate.park() }
/// }
/// let uploader = GatedUploader()
/// let library = PhotoLibrary(uploader: uploader)
/// let outcome = await WorkOwnershipProbe.run(work: uploader.gate) { try? await library.add(photo) }
/// #expect(outcome == .owned)   // `Task { try? await uploader.upload(photo) }` gives `.returnedWhileWorkRan`
/// ```
///
/// Anything still parked at the gate when the probe ends is released with `CancellationError`,
/// and the probe waits for the call to return, so nothing it started outlives it.
public enum WorkOwnershipProbe {
    private enum Event: Sendable, Equatable {
        case laneIdle, callReturned
        /// The safety net of the `n`th wait (a late one from an earlier wait is ignored).
        case deadline(Int)
    }

    /// - Parameters:
    ///   - gate: the gate the started work parks on.
    ///   - slowWork: how long the work stays parked while the call waits before the probe
    ///     cancels the call: how slow the dependency is. Zero: a fast one (cancelled at once).
    ///     A correct call's outcome never depends on it; a call that gives up on its own work
    ///     sooner than this is caught.
    ///   - safetyNet: how long to wait for an event before giving up (turns a hang into an
    ///     outcome; correct and broken code both get their events long before).
    ///   - call: the call under test.
    public static func run<Value: Sendable>(
        work gate: SuspensionGate<Value>,
        slowWork: Duration = .zero,
        safetyNet: Duration = SafetyNet.defaultLimit,
        _ call: @escaping @Sendable () async -> Void
    ) async -> WorkOwnership {
        let (events, sink) = AsyncStream.makeStream(of: Event.self)
        let returned = Locked(false)
        let lane = DedicatedThreadExecutor(name: "WorkOwnershipProbe call") { sink.yield(.laneIdle) }
        let callTask = Task(executorPreference: lane) {
            await call()
            returned.withLock { $0 = true }
            sink.yield(.callReturned)
        }
        var pending = events.makeAsyncIterator()
        var waits = 0

        /// Waits for the next event, or `limit`; `false` once the limit is reached.
        func nextEvent(limit: Duration = safetyNet) async -> Bool {
            waits += 1
            let wait = waits
            // Also how long a slow dependency takes, with `slowWork`.
            let net = Deadline(after: limit) { sink.yield(.deadline(wait)) }
            defer { net.cancel() }
            while let event = await pending.next() {
                if event == .deadline(wait) { return false }
                if case .deadline = event { continue }
                return true
            }
            return false
        }

        /// Ends whatever is still parked and waits for the call, so nothing outlives the probe.
        func finish(_ outcome: WorkOwnership) async -> WorkOwnership {
            gate.releaseEveryParked(throwing: CancellationError())
            callTask.cancel()
            while !returned.value {
                guard await nextEvent() else { break }
                gate.releaseEveryParked(throwing: CancellationError())
            }
            lane.shutDown()
            sink.finish()
            return outcome
        }

        /// A call that returned either left its work parked, or had ended it unanswered.
        func returnedOutcome() -> WorkOwnership {
            gate.parkedCount > 0 ? .returnedWhileWorkRan : .returnedAfterEndingItsWork
        }

        // 1. The work has started.
        do {
            try await gate.waitUntilSuspended(count: 1, timeout: safetyNet)
        } catch {
            return await finish(.workNeverStarted)
        }

        // 2. Returned, or suspended. Idle is read before `returned`: the call sets `returned`
        //    inside a job, so "idle, and then not returned" means suspended, never "just ended".
        while true {
            let idle = lane.isIdle
            if returned.value {
                return await finish(returnedOutcome())
            }
            if idle { break }
            guard await nextEvent() else { return await finish(.callNeverSettled) }
        }

        // 3. A slow dependency: the work stays parked while the call waits. A call that keeps
        //    its work neither returns nor touches it; one that gives up on it does either.
        let slowEnd = ContinuousClock.now + slowWork
        while !returned.value, ContinuousClock.now < slowEnd {
            _ = await nextEvent(limit: slowEnd - ContinuousClock.now)
        }
        if returned.value {
            return await finish(returnedOutcome())
        }
        // (A dependency that answers anyway stays parked when cancelled: the gate counts it.)
        if gate.parkedCount == 0 || gate.cancellationsSeen > 0 { return await finish(.workEndedWhileTheCallWaited) }

        // 4. Waiting — for its own work? Cancel the call and ask the gate at once: cancelling a
        //    task runs its children's cancellation handlers before `cancel()` returns.
        callTask.cancel()
        if gate.cancellationsSeen == 0 { return await finish(.cancellationDidNotReachTheWork) }
        // Told: a dependency that answers anyway now ends its work (here, by throwing).
        gate.releaseEveryParked(throwing: CancellationError())
        while !returned.value {
            guard await nextEvent() else { return await finish(.callDidNotReturnAfterCancellation) }
        }
        return await finish(.owned)
    }
}

/// What `WorkOwnershipProbe` saw.
public enum WorkOwnership: Sendable, Equatable, CustomStringConvertible {
    /// The call waited for its work, and cancelling the call cancelled the work.
    case owned
    /// The call returned while its work was still parked: the work outlived the call.
    case returnedWhileWorkRan
    /// The call waited, but cancelling it left the work parked: the work runs in a task of
    /// its own (`Task { }` then a sleep, or `await task.value`) that nothing cancels.
    case cancellationDidNotReachTheWork
    /// The call returned after its work had left the gate unanswered: it cancelled its own
    /// work (e.g. an `async let` never awaited is cancelled when the scope ends).
    case returnedAfterEndingItsWork
    /// The call was still waiting, nobody had cancelled it, and its work had left the gate
    /// unanswered: the call cancelled its own work (e.g. raced it against a timer).
    case workEndedWhileTheCallWaited
    /// The work never reached the gate within the safety net.
    case workNeverStarted
    /// The call neither returned nor suspended within the safety net (it is stuck running).
    case callNeverSettled
    /// The call was cancelled, its work left the gate, but the call did not return within
    /// the safety net.
    case callDidNotReturnAfterCancellation

    /// The outcome in words.
    public var description: String {
        switch self {
        case .owned: "the call waited for its work, and cancelling the call cancelled the work"
        case .returnedWhileWorkRan: "the call returned while its work was still running"
        case .cancellationDidNotReachTheWork: "the call waited, but cancelling it did not cancel its work"
        case .returnedAfterEndingItsWork: "the call cancelled its own work before it could finish, and returned"
        case .workEndedWhileTheCallWaited: "the call cancelled its own work while it waited, though nobody cancelled the call"
        case .workNeverStarted: "the work never started"
        case .callNeverSettled: "the call neither returned nor waited"
        case .callDidNotReturnAfterCancellation: "the call did not return after it was cancelled"
        }
    }
}
