import Foundation

/// Every safety net's timer in LabKit: after `limit`, unless cancelled first, `expire` runs.
/// A safety net turns a hang into a failure with a message; it is never synchronisation —
/// correct code produces the event it waits for long before the limit, and the outcome of a
/// call that did never depends on the timer.
///
/// ```swift
/// let deadline = Deadline(after: limit) { waiter.fail(GateTimeout(…)) }
/// defer { deadline.cancel() }
/// ```
struct Deadline: Sendable {
    private let id: UInt64

    init(after limit: Duration, _ expire: @escaping @Sendable () -> Void) {
        id = DeadlineThread.shared.schedule(at: .now + limit, expire)
    }

    /// Disarms the timer: the event came first.
    func cancel() { DeadlineThread.shared.cancel(id) }
}

/// One thread that runs every deadline of the process when it is due. The explorer waits for
/// a change several times per schedule, each wait under a deadline that is almost always
/// cancelled: a task per deadline (a `Task.sleep`, then a cancellation) cost a task, a timer
/// and two wake-ups of the cooperative pool each time. Here arming and disarming take a lock,
/// and the thread wakes only when the earliest deadline it sleeps towards is due or a new one
/// comes before it.
// @unchecked Sendable: every stored property is read and written with `condition` locked.
final class DeadlineThread: @unchecked Sendable {
    static let shared = DeadlineThread()

    private enum Sleep {
        /// No thread yet, or it waits with no deadline pending.
        case idle
        /// It sleeps until this instant (a deadline since cancelled, maybe).
        case until(ContinuousClock.Instant)
        /// It is running due deadlines, and looks at the pending ones before it sleeps again.
        case awake
    }

    private let condition = NSCondition()
    private var pending: [UInt64: (due: ContinuousClock.Instant, expire: @Sendable () -> Void)] = [:]
    private var nextID: UInt64 = 0
    private var sleep = Sleep.idle
    private var started = false

    /// The process uses `shared`; a test makes its own (its thread lives as long as the process).
    init() {}

    func schedule(at due: ContinuousClock.Instant, _ expire: @escaping @Sendable () -> Void) -> UInt64 {
        condition.lock()
        defer { condition.unlock() }
        nextID += 1
        pending[nextID] = (due, expire)
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "ConcurrencyProbes deadlines"
            thread.start()
        }
        switch sleep {
        case .idle: condition.signal()
        case let .until(instant) where due < instant: condition.signal()
        case .until, .awake: break
        }
        return nextID
    }

    /// Forgets the deadline. The thread is not woken: if it sleeps towards this one, it wakes
    /// at that time, finds nothing due, and sleeps towards the next.
    func cancel(_ id: UInt64) {
        condition.lock()
        pending[id] = nil
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while true {
            let now = ContinuousClock.now
            let due = pending.filter { $0.value.due <= now }.sorted { $0.value.due < $1.value.due }
            if !due.isEmpty {
                for (id, _) in due { pending[id] = nil }
                sleep = .awake
                condition.unlock()
                for (_, deadline) in due { deadline.expire() }
                condition.lock()
                continue
            }
            if let earliest = pending.values.map(\.due).min() {
                sleep = .until(earliest)
                let seconds = now.duration(to: earliest) / .seconds(1)
                _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
            } else {
                sleep = .idle
                condition.wait()
            }
            sleep = .awake
        }
    }
}
