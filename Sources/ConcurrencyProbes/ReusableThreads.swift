import Foundation

/// OS threads that run one long body each and, once it returns, wait for the next instead of
/// ending: a lane's thread (``DedicatedThreadExecutor``) lives for one schedule, and the
/// explorer runs thousands of schedules, so a thread made and ended for each cost it a
/// `clone`, a stack and a `/proc` look-up every time.
///
/// A body that never returns (a job blocked on a lock nobody releases) keeps its thread, as a
/// thread of its own would: the pool then makes another.
///
/// ```swift
/// ReusableThreads.shared.run(named: "explorer: refresh A") { statePath in
///     // … a run loop; `statePath` is this thread's `/proc` stat file, read once per thread
/// }
/// ```
final class ReusableThreads: Sendable {
    static let shared = ReusableThreads()

    private struct State {
        var idle = 0
        var work: [(name: String, body: @Sendable (String?) -> Void)] = []
    }

    private let condition = NSCondition()
    // Read and written only between `condition.lock()` and `unlock()`.
    private nonisolated(unsafe) var state = State()

    /// Runs `body` on a waiting thread, or on a new one when none waits. `body` gets the
    /// thread's `/proc` stat path (`ThreadSchedulingState`), or `nil` where there is none.
    func run(named name: String, _ body: @escaping @Sendable (String?) -> Void) {
        condition.lock()
        state.work.append((name, body))
        let startsOne = state.idle < state.work.count
        condition.signal()
        condition.unlock()
        if startsOne {
            let thread = Thread { [self] in serve() }
            thread.name = name
            thread.start()
        }
    }

    private func serve() {
        let statePath = ThreadSchedulingState.pathForCurrentThread()
        condition.lock()
        while true {
            while state.work.isEmpty {
                state.idle += 1
                condition.wait()
                state.idle -= 1
            }
            let next = state.work.removeFirst()
            condition.unlock()
            Thread.current.name = next.name
            next.body(statePath)
            condition.lock()
        }
    }
}
