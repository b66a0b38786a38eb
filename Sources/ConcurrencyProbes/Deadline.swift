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
    private let timer: Task<Void, Never>

    init(after limit: Duration, _ expire: @escaping @Sendable () -> Void) {
        timer = Task {
            guard (try? await ContinuousClock().sleep(for: limit)) != nil else { return }
            expire()
        }
    }

    /// Disarms the timer: the event came first.
    func cancel() { timer.cancel() }
}
