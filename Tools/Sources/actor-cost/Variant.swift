/// One way to count, and how to drive `iterations` increments of it from a background task.
enum Variant: String, CaseIterable, Sendable {
    case structValue = "struct (a value, no sharing)"
    case nsLock = "class + NSLock"
    case mutex = "class + Synchronization.Mutex"
    case actorFromOutside = "actor, called from outside (a hop each call)"
    case actorFromInside = "actor, called from inside (no hop)"
    case mainActorHop = "@MainActor, called from a background task"

    /// Runs `iterations` increments and returns the final count (so the work is not optimised away).
    func run(iterations: Int) async -> Int {
        switch self {
        case .structValue:
            var counter = StructCounter()
            for _ in 0..<iterations { counter.increment() }
            return counter.value
        case .nsLock:
            let counter = LockedCounter()
            for _ in 0..<iterations { counter.increment() }
            return counter.current
        case .mutex:
            let counter = MutexCounter()
            for _ in 0..<iterations { counter.increment() }
            return counter.current
        case .actorFromOutside:
            let counter = ActorCounter()
            for _ in 0..<iterations { await counter.increment() }
            return await counter.value
        case .actorFromInside:
            let counter = ActorCounter()
            await counter.incrementInside(iterations)
            return await counter.value
        case .mainActorHop:
            let counter = MainActorCounter()
            for _ in 0..<iterations { await counter.increment() }
            return await counter.value
        }
    }

    /// A hop to the main actor wakes the main thread and waits for it: hundreds to thousands of
    /// times slower than the rest (README, "The cost of an actor"), so it runs a hundredth of
    /// the iterations (the result is per call).
    var share: Int { self == .mainActorHop ? 100 : 1 }

    /// Nanoseconds per increment: the median of `runs` timed runs, each from a detached task
    /// (so "from outside" really is outside every actor, the main one included).
    func measure(iterations requested: Int, runs: Int) async -> Double {
        let iterations = max(1, requested / share)
        var samples: [Double] = []
        for _ in 0..<runs {
            let elapsed = await Task.detached {
                let clock = ContinuousClock()
                let start = clock.now
                let count = await run(iterations: iterations)
                let elapsed = clock.now - start
                precondition(count == iterations, "\(self) counted \(count) of \(iterations)")
                return elapsed
            }.value
            let (seconds, attoseconds) = elapsed.components
            samples.append((Double(seconds) * 1e18 + Double(attoseconds)) / 1e9 / Double(iterations))
        }
        return samples.sorted()[samples.count / 2]
    }
}
