import Foundation

/// Brings the tasks an explored call makes (`Task {}`, `Task.detached`, and the actor jobs
/// they queue) onto that call's lane, so the explorer runs them when it decides instead of
/// the cooperative pool running them when it likes.
///
/// How: the runtime's hook for jobs sent to the global executor (`swift_task_enqueueGlobal_hook`,
/// the one pointfreeco's `withMainSerialExecutor` sets on Linux and macOS). A job is taken when
/// it is a task already taken, or when it is sent while a lane's thread runs one of its call's
/// jobs (the call itself made it: a new task, or the processing job of an actor it entered), or
/// from a thread the explorer
/// has lent to a lane for a moment (while it answers that call's gate, which wakes the tasks
/// parked there). Everything else goes on to the pool as before: the hook is process-wide, so
/// it sorts by where a job comes from, and tests running beside an exploration keep their own
/// tasks (no `.serialized` needed).
///
/// Child tasks (`async let`, task groups) never reach the hook: they inherit their parent's
/// lane as task executor preference (SE-0417). The main actor keeps its own queue.
enum TaskCapture {
    /// The C hook's shapes: the runtime's own `enqueueGlobal`, and the hook that may call it.
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The tasks each lane has taken, by the runtime's task id.
    private static let ownedTasks = Locked<[UInt64: DedicatedThreadExecutor]>([:])

    /// The lane the calling thread works for now (a thread-local: the hook runs on the
    /// thread that sends the job, and must not take a lock to learn this).
    private static let threadOwner: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The hook that was set before ours (another library's), called for every job we leave:
    /// written before our hook is set and read by our hook on any thread that sends a job. Behind
    /// a lock, because the runtime reads its hook's pointer with no barrier of its own, so a plain
    /// variable here was a data race ThreadSanitizer saw (a job sent while a lane installed the
    /// hook). A lock, not `Synchronization`'s `Atomic`: importing that module made every
    /// student's first build build its interface too.
    private static let previousHookBox = Locked<Hook?>(nil)

    private static var previousHook: Hook? { previousHookBox.value }

    /// Sets the hook the first time a lane asks; later calls do nothing.
    static let installOnce: Void = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return }
        let hook = symbol.assumingMemoryBound(to: Hook?.self)
        previousHookBox.withLock { $0 = hook.pointee }
        hook.pointee = { job, original in
            if let lane = TaskCapture.owner(of: job) {
                lane.enqueueCaptured(job)
            } else if let previous = TaskCapture.previousHook {
                previous(job, original)
            } else {
                original(job)
            }
        }
    }()

    /// The lane `job` belongs to, noting a task it now owns; `nil` for a job no lane made.
    private static func owner(of job: UnownedJob) -> DedicatedThreadExecutor? {
        let task = jobTaskID(job)
        let lending = currentOwner
        if lending == nil && task == 0 { return nil }
        return ownedTasks.withLock { owned in
            if task != 0, let lane = owned[task] { return lane }
            guard let lending else { return nil }
            if task != 0 { owned[task] = lending }
            return lending
        }
    }

    private static var currentOwner: DedicatedThreadExecutor? {
        pthread_getspecific(threadOwner).map { Unmanaged<DedicatedThreadExecutor>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `body` with the calling thread lent to `lane`: the jobs `body` sends to the global
    /// executor (a task it makes, an actor it wakes, a task parked at a gate it answers) are
    /// `lane`'s. `lane` must outlive `body` (a lane is never freed: see its `runLoop`).
    static func lending<Result>(to lane: DedicatedThreadExecutor?, _ body: () throws -> Result) rethrows -> Result {
        if lane != nil { _ = installOnce }
        let before = pthread_getspecific(threadOwner)
        pthread_setspecific(threadOwner, lane.map { Unmanaged.passUnretained($0).toOpaque() })
        defer { pthread_setspecific(threadOwner, before) }
        return try body()
    }

    /// Runs `body` with the calling thread lent to no lane: the harness's own wake-ups (a
    /// waiter told that something moved) stay the harness's, even when a call's job sends them.
    static func outside<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard pthread_getspecific(threadOwner) != nil else { return try body() }
        return try lending(to: nil, body)
    }

    /// Forgets `lane`'s tasks: their later jobs (a task left behind) go to the pool.
    static func release(_ lane: DedicatedThreadExecutor) {
        ownedTasks.withLock { owned in owned = owned.filter { $0.value !== lane } }
    }
}

/// The runtime's id of the task a job runs (0 for a job that is no task, such as an actor's
/// processing job): the same function `UnownedJob.description` uses.
@_silgen_name("swift_task_getJobTaskId")
func jobTaskID(_ job: UnownedJob) -> UInt64

