import Foundation

/// A `TaskExecutor` that runs its jobs on one OS thread of its own, and can say whether
/// that thread is busy, idle, or blocked.
///
/// Why not the cooperative pool: the pool is as wide as the core count, so on a 1-core
/// machine a call held inside the type under test occupies the only pool thread and a
/// second call never runs at all — a probe built on the pool passed a broken class 0/20
/// times there. A thread of its own runs whatever the pool is doing.
///
/// ```swift
/// let lane = DedicatedThreadExecutor(name: "probe lane B")
/// defer { lane.shutDown() }
/// let task = Task(executorPreference: lane) { await cache.insert(1, for: "a") }
/// // `lane.isIdle` turns true when the task suspends (e.g. queued on a busy actor).
/// await task.value
/// ```
///
/// The schedule explorer and the exclusivity probe also make lanes that **hold** their jobs:
/// nothing runs until `runNext()`, one job at a time. A task started with such a lane as its
/// preference runs every job of every default actor it enters there (SE-0417), so each
/// `await` where it changes actor (an audit log, a nonisolated dependency, back to the store)
/// leaves a job queued that the harness sees and can hold while another call runs. All a job
/// enqueues is queued before `runNext()` returns, so what the harness reads then never
/// depends on timing.
public final class DedicatedThreadExecutor: TaskExecutor, Sendable {
    private struct State {
        var jobs: [QueuedJob] = []
        /// False while the lane holds its jobs until `runNext`.
        var freeRunning: Bool
        /// Set by `runNext`: called after the thread has run one job.
        var grant: (@Sendable () -> Void)?
        var running = false
        var jobsRun = 0
        var stopping = false
        /// The thread has ended (after `shutDown`, once the queue drained).
        var ended = false
        var threadStatePath: String?
        /// The executor's own thread, once it runs.
        var thread: pthread_t?
    }

    /// A job, and whether it came through `TaskCapture` (a task the lane's call made).
    private struct QueuedJob {
        let job: UnownedJob
        let captured: Bool
    }

    /// Lanes whose thread has ended, kept alive (see `runLoop`).
    private static let ended = Locked<[DedicatedThreadExecutor]>([])

    /// Names the thread (seen in a debugger and in ThreadSanitizer reports).
    public let name: String
    private let condition = NSCondition()
    // The state is only read or written between `condition.lock()` and `unlock()`.
    private nonisolated(unsafe) var state: State
    private let onIdle: @Sendable () -> Void
    private let onEnqueue: @Sendable () -> Void
    /// Whether the tasks made on this lane's thread are brought here (`TaskCapture`).
    private let capturesTasks: Bool

    /// - Parameters:
    ///   - name: the thread's name, seen in a debugger and in crash reports.
    ///   - onIdle: called on the executor's thread each time it runs out of work
    ///     (its last job returned and none is queued), so an observer can react at once.
    public convenience init(name: String, onIdle: @escaping @Sendable () -> Void = {}) {
        self.init(name: name, holdsJobs: false, onIdle: onIdle)
    }

    /// - Parameters:
    ///   - holdsJobs: run nothing until `runNext()` (until `runFreely()` or `shutDown()`).
    ///   - onEnqueue: called after each job is queued (on the enqueuing thread), so a harness
    ///     waiting for "something happened" wakes at once.
    ///   - capturesTasks: the tasks the lane's jobs make (`Task {}`, `Task.detached`) run here
    ///     too, one job at a time like the rest (`TaskCapture`).
    init(
        name: String, holdsJobs: Bool, capturesTasks: Bool = false,
        onEnqueue: @escaping @Sendable () -> Void = {}, onIdle: @escaping @Sendable () -> Void = {}
    ) {
        self.name = name
        self.onIdle = onIdle
        self.onEnqueue = onEnqueue
        self.capturesTasks = capturesTasks
        state = State(freeRunning: !holdsJobs)
        ReusableThreads.shared.run(named: name) { [self] statePath in runLoop(statePath: statePath) }
    }

    /// Queues `job` to run on this executor's thread (at once, or when `runNext()` says).
    public func enqueue(_ job: consuming ExecutorJob) {
        queue(UnownedJob(job), captured: false)
    }

    /// Queues a job the global executor was sent from this lane's call (`TaskCapture`).
    func enqueueCaptured(_ job: UnownedJob) {
        queue(job, captured: true)
    }

    private func queue(_ job: UnownedJob, captured: Bool) {
        let (ended, runsNow) = locked { state -> (Bool, Bool) in
            if !state.ended { state.jobs.append(QueuedJob(job: job, captured: captured)) }
            return (state.ended, state.freeRunning)
        }
        if ended {
            // A task left behind after its probe (a safety net gave up on it) still ends:
            // its late job runs on a thread of its own.
            let executor = asUnownedTaskExecutor()
            Thread { job.runSynchronously(on: executor) }.start()
            return
        }
        // A lane that holds its jobs runs nothing until `runNext`, which wakes it: waking it
        // here too cost a futex wake-up and a context switch for every job a call queued.
        if runsNow { condition.broadcast() }
        onEnqueue()
    }

    /// Jobs queued and not yet run.
    var pendingJobs: Int { locked { $0.jobs.count } }

    /// Whether the job `runNext` would run is one of a task the lane's call made.
    var nextJobIsCaptured: Bool { locked { $0.jobs.first?.captured ?? false } }

    /// A lane that holds its jobs: runs the oldest on the executor's thread and returns once
    /// it has (at once if none is queued).
    func runNext() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            if !runNext(then: { continuation.resume() }) { continuation.resume() }
        }
    }

    /// A lane that holds its jobs: lets the thread run the oldest queued job and calls `done`
    /// after it; false (and `done` is never called) if none is queued or the lane runs
    /// freely. For a harness that must not wait for the job itself: one it holds inside (at
    /// a checkpoint) returns only when released.
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

    /// From now on every job runs as soon as it is queued: what is left of a run can end.
    func runFreely() {
        locked { $0.freeRunning = true }
        condition.broadcast()
    }

    /// True when the thread has run at least one job and has nothing to do now: a task
    /// that started here has suspended (or ended).
    public var isIdle: Bool { locked { $0.jobsRun > 0 && !$0.running && $0.jobs.isEmpty } }

    /// True while the thread is running a job but the operating system says it is asleep:
    /// waiting for a lock, a semaphore or I/O. `nil` where the thread's state cannot be
    /// read (only Linux's `/proc` is read today).
    public var isBlockedInsideAJob: Bool? {
        let (running, path) = locked { ($0.running, $0.threadStatePath) }
        guard let path, let scheduling = ThreadSchedulingState.read(path) else { return nil }
        return running && scheduling.isAsleep
    }

    /// True when the caller runs on this executor's thread: code the probe does not own
    /// (a `Task { }` it started, the cooperative pool) is never held there.
    ///
    /// ```swift
    /// if !lane.runsTheCurrentThread { /* reached from a thread the harness does not own */ }
    /// ```
    public var runsTheCurrentThread: Bool {
        let current = pthread_self()
        return locked { $0.thread.map { pthread_equal($0, current) != 0 } ?? false }
    }

    /// Ends the thread once its queued jobs have run (a lane that held them runs them freely:
    /// a job never run would be a task that never ends). Call it when the tasks are done.
    public func shutDown() {
        if capturesTasks { TaskCapture.release(self) }
        locked {
            $0.stopping = true
            $0.freeRunning = true
        }
        condition.broadcast()
    }

    private func runLoop(statePath: String?) {
        let thread = pthread_self()
        locked {
            $0.threadStatePath = statePath
            $0.thread = thread
        }
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
                // Every job here runs on an `UnownedTaskExecutor`, which does not guarantee the
                // executor's lifetime, and a task the harness left behind, or woken late by a
                // task of its own, may still enqueue here (the gate once crashed inside an
                // enqueue whose lane read as freed memory): so an ended lane is kept, a few
                // hundred bytes, for the life of the process.
                Self.ended.withLock { $0.append(self) }
                return
            }
            let job = state.jobs.removeFirst()
            let grant = state.grant
            state.grant = nil
            state.running = true
            condition.unlock()

            // While a capturing lane runs a job, what the job sends to the global executor is
            // the lane's (a task the call made); the harness's own wake-ups step `outside`.
            if capturesTasks {
                TaskCapture.lending(to: self) { job.job.runSynchronously(on: executor) }
            } else {
                job.job.runSynchronously(on: executor)
            }

            let idle = locked { state -> Bool in
                state.running = false
                state.jobsRun += 1
                return state.jobs.isEmpty
            }
            grant?()
            if idle { onIdle() }
        }
    }

    private func locked<Result>(_ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }
}

/// What the operating system says a thread is doing, read from `/proc` on Linux.
enum ThreadSchedulingState {
    case runnable, asleep, other

    var isAsleep: Bool { self == .asleep }

    /// Whether this platform lets one thread read another's state (Linux's `/proc`).
    static var isReadable: Bool { pathForCurrentThread() != nil }

    /// `/proc/self/task/<tid>/stat` for the calling thread, or `nil` off Linux.
    static func pathForCurrentThread() -> String? {
        #if os(Linux)
            // `/proc/thread-self` links to `<pid>/task/<tid>`; other threads read it by tid.
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"),
                  let tid = target.split(separator: "/").last, Int(tid) != nil
            else { return nil }
            return "/proc/self/task/\(tid)/stat"
        #else
            return nil
        #endif
    }

    /// The state letter after the command name: `R` running or runnable (a preempted thread
    /// on a busy machine is still `R`), `S`/`D` asleep.
    static func read(_ path: String) -> ThreadSchedulingState? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        switch fields.first {
        case "R": return .runnable
        case "S", "D": return .asleep
        case .some: return .other
        case nil: return nil
        }
    }
}
