import Foundation

/// A `TaskExecutor` that runs nothing until it is told to: each `runNext()` runs the oldest
/// queued job on the executor's own thread and returns once that job has returned.
///
/// Why: a task started with this executor as its preference runs every job here — its own,
/// and those of every default actor it calls (SE-0417) — so each `await` where the task
/// changes actor (an audit log, a nonisolated dependency, back to the store) becomes a job
/// the harness sees queued and can hold while it lets another call run. That is how the
/// `ScheduleExplorer` cuts a call at an `await` no gate of its own controls. Everything a
/// job enqueues is queued before `runNext()` returns, so what the harness reads afterwards
/// never depends on timing.
///
/// ```swift
/// let lane = SteppedExecutor(name: "refresh A")
/// defer { lane.shutDown() }
/// let task = Task(executorPreference: lane) { await store.refresh(from: remote) }
/// while lane.pendingJobs > 0 { await lane.runNext() }   // one job at a time, in order
/// ```
final class SteppedExecutor: TaskExecutor, Sendable {
    private struct State {
        var jobs: [UnownedJob] = []
        /// Set by `runNext`: called after the thread has run one job.
        var grant: (@Sendable () -> Void)?
        /// Cleanup: every job runs as soon as it is queued.
        var freeRunning = false
        var stopping = false
        /// The thread has ended (after `shutDown`, once the queue drained).
        var ended = false
        /// The executor's own thread, once it runs.
        var thread: pthread_t?
    }

    private let condition = NSCondition()
    // Read and written only between `condition.lock()` and `unlock()`.
    private nonisolated(unsafe) var state = State()
    private let onEnqueue: @Sendable () -> Void

    /// - Parameter onEnqueue: called after each job is queued (on the enqueuing thread), so a
    ///   harness waiting for "something happened" wakes at once.
    init(name: String, onEnqueue: @escaping @Sendable () -> Void = {}) {
        self.onEnqueue = onEnqueue
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let ended = locked { state -> Bool in
            if !state.ended { state.jobs.append(job) }
            return state.ended
        }
        if ended {
            // A task left behind after the run (a safety net gave up on it) still ends:
            // its late job runs on a thread of its own.
            let executor = asUnownedTaskExecutor()
            Thread { job.runSynchronously(on: executor) }.start()
            return
        }
        condition.broadcast()
        onEnqueue()
    }

    /// Jobs queued and not yet run.
    var pendingJobs: Int { locked { $0.jobs.count } }

    /// Runs the oldest queued job on the executor's thread; returns at once if none is queued.
    func runNext() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if !runNext(then: { continuation.resume() }) { continuation.resume() }
        }
    }

    /// Lets the thread run the oldest queued job and calls `done` after it; false (and
    /// `done` is never called) if no job is queued. For a harness that must not wait for the
    /// job itself: one the harness holds inside (at a checkpoint) returns only when released.
    ///
    /// ```swift
    /// if lane.runNext(then: { wake.signal() }) { /* wait for the job, or for the checkpoint */ }
    /// ```
    @discardableResult
    func runNext(then done: @escaping @Sendable () -> Void) -> Bool {
        let granted = locked { state -> Bool in
            guard !state.jobs.isEmpty, !state.freeRunning, state.grant == nil else { return false }
            state.grant = done
            return true
        }
        if granted { condition.broadcast() }
        return granted
    }

    /// True when the caller runs on this executor's thread.
    var runsTheCurrentThread: Bool {
        let current = pthread_self()
        return locked { $0.thread.map { pthread_equal($0, current) != 0 } ?? false }
    }

    /// From now on every job runs as soon as it is queued: what is left of a run can end.
    func runFreely() {
        locked { $0.freeRunning = true }
        condition.broadcast()
    }

    /// Runs what is left freely and ends the thread once nothing is queued: a job never run
    /// would be a task that never ends.
    func shutDown() {
        locked {
            $0.stopping = true
            $0.freeRunning = true
        }
        condition.broadcast()
    }

    private func runLoop() {
        let thread = pthread_self()
        locked { $0.thread = thread }
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while !(state.stopping && state.jobs.isEmpty),
                  state.jobs.isEmpty || (state.grant == nil && !state.freeRunning) {
                condition.wait()
            }
            if state.jobs.isEmpty {
                state.ended = true
                condition.unlock()
                return
            }
            let job = state.jobs.removeFirst()
            let grant = state.grant
            state.grant = nil
            condition.unlock()

            job.runSynchronously(on: executor)
            grant?()
        }
    }

    private func locked<Result>(_ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }
}
