/// What a stress run did: how many iterations each worker completed.
public struct StressReport: Sendable, Equatable {
    /// How many iterations each worker ran.
    public let iterationsPerWorker: [Int]
    /// True if the time budget stopped the run before every iteration ran.
    public let stoppedByTimeBudget: Bool

    /// Every worker's iterations, added up.
    public var totalIterations: Int { iterationsPerWorker.reduce(0, +) }
}

/// Runs a few long, overlapping workers against shared state: the shape that makes a data
/// race show up (as a lost update, or as a ThreadSanitizer report).
///
/// Many tiny tasks rarely overlap on a 2-core machine (a probe with 100 one-shot tasks was
/// caught by TSan in 1 of 20 runs); a few workers looping over the same state, released
/// together by a `StartBarrier`, overlap for most of their run.
///
/// ```swift
/// let report = await stress(workers: 4, iterations: 10_000) { worker, iteration in
///     _ = await cache.retrieve()
/// }
/// let stats = await cache.statistics()
/// #expect(stats.lookups == report.totalIterations)   // a lost update breaks this
/// ```
/// Bounded twice: by `iterations` and by `timeBudget` (a TSan build is 5–20x slower).
/// Compare invariants against `report.totalIterations`, never against
/// `workers * iterations`: the budget may have stopped the run early.
@discardableResult
public func stress(
    workers: Int = 4,
    iterations: Int = 10_000,
    timeBudget: Duration = .seconds(30),
    _ operation: @escaping @Sendable (_ worker: Int, _ iteration: Int) async -> Void
) async -> StressReport {
    precondition(workers > 0 && iterations >= 0, "stress needs at least one worker")
    let barrier = StartBarrier(parties: workers)
    let clock = ContinuousClock()
    let counts = await withTaskGroup(of: (Int, Int, Bool).self) { group in
        for worker in 0..<workers {
            group.addTask {
                await barrier.arriveAndWait()
                let deadline = clock.now.advanced(by: timeBudget)
                var completed = 0
                for iteration in 0..<iterations {
                    // Reading the clock every iteration would dilute the contention.
                    if iteration % 128 == 0, clock.now >= deadline {
                        return (worker, completed, true)
                    }
                    await operation(worker, iteration)
                    completed += 1
                }
                return (worker, completed, false)
            }
        }
        var counts = [Int](repeating: 0, count: workers)
        var stopped = false
        for await (worker, completed, hitBudget) in group {
            counts[worker] = completed
            stopped = stopped || hitBudget
        }
        return (counts, stopped)
    }
    return StressReport(iterationsPerWorker: counts.0, stoppedByTimeBudget: counts.1)
}
