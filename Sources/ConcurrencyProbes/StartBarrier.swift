/// Holds every worker until all of them have arrived, then lets them all go at once, so
/// the work that follows overlaps instead of running one worker after another.
///
/// ```swift
/// let barrier = StartBarrier(parties: 4)
/// await withTaskGroup(of: Void.self) { group in
///     for _ in 0..<4 { group.addTask { await barrier.arriveAndWait(); /* contended work */ } }
/// }
/// ```
/// Waiting is a suspension, not a blocked thread: more workers than cores cannot deadlock.
public final class StartBarrier: Sendable {
    private struct State {
        var arrived = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    /// How many tasks the barrier waits for.
    public let parties: Int
    private let state = Locked(State())

    /// A barrier that releases everyone once `parties` tasks have arrived.
    public init(parties: Int) {
        precondition(parties > 0, "a barrier needs at least one party")
        self.parties = parties
    }

    /// Suspends until `parties` callers have arrived; the last one releases everyone.
    public func arriveAndWait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let release = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.arrived += 1
                state.waiting.append(continuation)
                guard state.arrived >= parties else { return [] }
                defer { state.waiting.removeAll() }
                return state.waiting
            }
            release.forEach { $0.resume() }
        }
    }
}
