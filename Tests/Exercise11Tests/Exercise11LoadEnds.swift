import LabKit

/// When each load the screen model started has ended — every task it ran in, the one
/// `appear()` started and any task that one started — whether or not anyone keeps its handle.
///
/// The model keeps no task a test can await, and a cancelled load must change nothing, so the
/// model check needs an event for "that load is over" that does not come from the model's
/// state. It comes from the runtime: the driver calls `appear()` with a task-local value of its
/// own bound (`LoadEnds.$witness`); every unstructured task started there (`Task {}`,
/// `Task.immediate`) copies it, and the runtime drops a task's task-local values when the task
/// completes — before its handle's `value` returns, even while a handle is kept. The witness's
/// deinit is the event. A `Task.detached` copies no task-local values: a load in one carries no
/// witness, and the repository double notes so (the harness cannot see that load end).
///
/// ```swift
/// let ends = LoadEnds()
/// LoadEnds.$witness.withValue(ends.witness(for: 1)) { model.appear() }
/// // … the repository answers load 1 …
/// guard await ends.waitUntilEnded(1) else { return "load 1 never ended" }
/// ```
final class LoadEnds: Sendable {
    /// The witness of the load being started, bound around `appear()` by the driver.
    @TaskLocal static var witness: Witness?

    /// Lives exactly as long as the tasks that copied it: its deinit says the load `load` ended.
    final class Witness: Sendable {
        let load: Int
        private let ends: LoadEnds

        fileprivate init(load: Int, ends: LoadEnds) {
            self.load = load
            self.ends = ends
        }

        deinit { ends.ended(load) }
    }

    private struct Waiter {
        let id: Int
        let load: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var ended: Set<Int> = []
        var waiters: [Waiter] = []
        var nextID = 0
    }

    private let state = Locked(State())

    /// A witness for load `load`, to bind around the `appear()` that starts it (and hold nowhere else).
    func witness(for load: Int) -> Witness { Witness(load: load, ends: self) }

    /// Whether load `load` has ended (every task it ran in has completed).
    func hasEnded(_ load: Int) -> Bool { state.value.ended.contains(load) }

    /// Returns `true` once load `load` has ended; `false` if it has not within `limit` (a safety
    /// net: a load that ends returns long before it).
    func waitUntilEnded(_ load: Int, limit: Duration = SafetyNet.defaultLimit) async -> Bool {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        let outcome = await SafetyNet.run(limit: limit) { [self] in
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                    let now = state.withLock { state -> Bool? in
                        if state.ended.contains(load) { return true }
                        if Task.isCancelled { return false }
                        state.waiters.append(Waiter(id: id, load: load, continuation: continuation))
                        return nil
                    }
                    if let now { continuation.resume(returning: now) }
                }
            } onCancel: {
                let waiter = state.withLock { state -> Waiter? in
                    guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                    return state.waiters.remove(at: index)
                }
                waiter?.continuation.resume(returning: false)
            }
        }
        if case let .returned(.success(ended)) = outcome { return ended }
        return false
    }

    private func ended(_ load: Int) {
        let ready = state.withLock { state -> [Waiter] in
            state.ended.insert(load)
            let ready = state.waiters.filter { $0.load == load }
            state.waiters.removeAll { $0.load == load }
            return ready
        }
        ready.forEach { $0.continuation.resume(returning: true) }
    }
}
