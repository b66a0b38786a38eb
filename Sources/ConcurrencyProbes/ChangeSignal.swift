import Foundation

/// Counts "something happened" (a job queued, a call parked or ended) so a harness with
/// nothing it may run can wait for the next event instead of polling or sleeping.
///
/// ```swift
/// let changes = ChangeSignal()
/// let seen = changes.count
/// // … hand work to something that calls `changes.bump()` when it moves …
/// if await !changes.waitForChange(after: seen, limit: .seconds(10)) { /* nothing moved */ }
/// ```
final class ChangeSignal: Sendable {
    private struct Waiter {
        let id: Int
        let after: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var count = 0
        var nextID = 0
        var waiter: Waiter?
    }

    private let state = Locked(State())

    var count: Int { state.value.count }

    func bump() {
        let ready = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            state.count += 1
            guard let waiter = state.waiter, state.count > waiter.after else { return nil }
            state.waiter = nil
            return waiter.continuation
        }
        // A call's job bumps the count (it queued a job, parked, ended): the waiter woken is
        // the harness's, never the call's.
        TaskCapture.outside { ready?.resume(returning: true) }
    }

    /// True once the count has passed `after`; false if `limit` ran out first (a safety net,
    /// never synchronisation: every event the harness waits for bumps the count).
    ///
    /// - Parameter looking: how long to keep looking before suspending: for a wait that is
    ///   usually over within microseconds (a job on another thread), looking spares the pool a
    ///   wake-up, a futex and a context switch each way. A bounded time, never `sched_yield`:
    ///   on a loaded machine a yield can hand the core away for a whole time slice.
    func waitForChange(after: Int, limit: Duration, looking: Duration = .zero) async -> Bool {
        if looking > .zero {
            let until = ContinuousClock.now + looking
            repeat {
                if state.value.count > after { return true }
            } while ContinuousClock.now < until
        }
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        // Armed once the waiter is registered, so it can only ever resume a waiter that exists.
        let deadline = Locked<Deadline?>(nil)
        defer { deadline.value?.cancel() }
        return await withCheckedContinuation { continuation in
            let passed = state.withLock { state -> Bool in
                if state.count > after { return true }
                precondition(state.waiter == nil, "ChangeSignal has one waiter at a time")
                state.waiter = Waiter(id: id, after: after, continuation: continuation)
                return false
            }
            if passed { return TaskCapture.outside { continuation.resume(returning: true) } }
            deadline.withLock { $0 = Deadline(after: limit) { self.resumeWaiter(id) } }
        }
    }

    private func resumeWaiter(_ id: Int) {
        let waiter = state.withLock { state -> Waiter? in
            guard state.waiter?.id == id else { return nil }
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.continuation.resume(returning: false)
    }
}
