/// Tells the schedule explorer when one call has *settled* after a step: it parked at its
/// gate again, or it ended. Waiting for that — not for a moment, not for `Task.yield()` —
/// is what makes every run of a schedule give the same result.
final class StepSignal: Sendable {
    struct Snapshot {
        let parked: Int
        let ended: Bool
        /// Where the call parked last (`nil`: its operation's dependency).
        let place: String?
    }

    enum Settled: Sendable {
        case parked
        /// Ended, with the error it threw, if any.
        case ended(String?)
        /// Neither within the step's limit (a safety net: a call that never settles).
        case timedOut
    }

    private struct Waiter {
        let id: Int
        let after: Snapshot
        let continuation: CheckedContinuation<Settled, Never>
    }

    private struct State {
        var parked = 0
        var place: String?
        var ended = false
        var error: String?
        var nextID = 0
        var waiter: Waiter?

        func settlement(after: Snapshot) -> Settled? {
            if ended { return .ended(error) }
            return parked > after.parked ? .parked : nil
        }
    }

    private let state = Locked(State())

    var snapshot: Snapshot {
        state.withLock { Snapshot(parked: $0.parked, ended: $0.ended, place: $0.place) }
    }

    func noteParked(at place: String?) {
        update {
            $0.parked += 1
            $0.place = place
        }
    }

    func noteEnded() { update { $0.ended = true } }

    func noteThrew(_ error: any Error) { update { $0.error = "\(error)" } }

    /// Returns once the call parked more often than in `after`, or ended.
    func waitUntilSettled(after: Snapshot, limit: Duration) async -> Settled {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        let deadline = Task {
            // A safety net that turns a hang into a failed schedule, not synchronisation.
            try await ContinuousClock().sleep(for: limit)
            self.resumeWaiter(id, with: .timedOut)
        }
        defer { deadline.cancel() }
        return await withCheckedContinuation { continuation in
            let now = state.withLock { state -> Settled? in
                if let settled = state.settlement(after: after) { return settled }
                state.waiter = Waiter(id: id, after: after, continuation: continuation)
                return nil
            }
            if let now { continuation.resume(returning: now) }
        }
    }

    private func update(_ change: (inout State) -> Void) {
        let ready = state.withLock { state -> (CheckedContinuation<Settled, Never>, Settled)? in
            change(&state)
            guard let waiter = state.waiter, let settled = state.settlement(after: waiter.after) else { return nil }
            state.waiter = nil
            return (waiter.continuation, settled)
        }
        if let (continuation, settled) = ready { continuation.resume(returning: settled) }
    }

    private func resumeWaiter(_ id: Int, with settled: Settled) {
        let waiter = state.withLock { state -> Waiter? in
            guard state.waiter?.id == id else { return nil }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.continuation.resume(returning: settled)
    }
}
