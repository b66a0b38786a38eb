/// A value the harness lends to a task and takes back once the task has ended, so that the
/// task's closure does not keep it alive.
///
/// Why: `await task.value` returns as soon as the task completes, but the thread that ran
/// its last job may drop its reference to the task (and to everything the closure
/// captured) a moment later. A leak check right after the test would then see the subject
/// still alive — a false leak on a busy machine. The closure captures only this box;
/// the value lives in the task's own frame while it runs, and `takeBack()` empties the box.
final class Lent<Value: Sendable>: Sendable {
    private let value: Locked<Value?>

    init(_ value: Value) {
        self.value = Locked(value)
    }

    /// The value, for the task that borrows it; `nil` once taken back.
    var borrowed: Value? { value.value }

    func takeBack() {
        value.withLock { $0 = nil }
    }
}
