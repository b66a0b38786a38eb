import Catalog
import Exercise1
import LabKit

/// The exclusivity proof both suites run: every call of the cache that reads the clock is
/// held inside it, and every public call tries to enter meanwhile (2 x 4 pairs).
///
/// `store(_:)` and `retrieve()` are the calls that can be held: they read the injected
/// clock, where the probe parks them. `invalidate()` and `statistics()` never read it, so
/// they take part as the second call; a fix that protects only part of the state lets one
/// of them in.
enum Exercise1Scenario {
    static let heldCalls = ["store(_:)", "retrieve()"]
    static let enteringCalls = ["store(_:)", "retrieve()", "invalidate()", "statistics()"]

    /// Runs every pair on a fresh cache and returns what happened, in pair order.
    /// `track` receives each cache, for leak tracking in the calling suite's style.
    static func runEveryPair(track: (AnyObject) -> Void) async -> [ExclusivityOutcome] {
        var outcomes: [ExclusivityOutcome] = []
        for held in heldCalls {
            for entering in enteringCalls {
                let probe = ExclusivityProbe()
                let cache = await Exercise1Subject.cache(clock: ProbeClock(probe: probe))
                track(cache)
                // Something stored first: a held retrieve() only reads the clock for a stored catalog.
                await cache.store([makeProduct("1")])
                outcomes.append(await probe.run(holding: call(held, on: cache), whileCalling: call(entering, on: cache)))
            }
        }
        return outcomes
    }

    private static func call(_ name: String, on cache: InMemoryProductCache) -> ProbedCall {
        switch name {
        case "store(_:)": ProbedCall(name) { await cache.store([makeProduct("2")]) }
        case "retrieve()": ProbedCall(name) { _ = await cache.retrieve() }
        case "invalidate()": ProbedCall(name) { await cache.invalidate() }
        default: ProbedCall(name) { _ = await cache.statistics() }
        }
    }
}

extension Exercise1Scenario {
    /// The race driver for ThreadSanitizer: every public call, mixed, from 4 workers at once.
    /// It races on purpose, so it runs only under TSan, where `lab tsan` makes the first report end the run (`halt_on_error=1`).
    enum RaceDriver {
        static let workers = 4
        static let iterations = 20_000

        /// Returns the lookups made and the lookups the cache counted (equal on a correct cache).
        static func run(on cache: InMemoryProductCache) async -> (made: Int, counted: Int) {
            let lookups = Locked(0)
            await stress(workers: workers, iterations: iterations) { worker, iteration in
                switch (worker + iteration) % 4 {
                case 0: await cache.store([makeProduct("\(iteration)")])
                case 1: await cache.invalidate()
                case 2: _ = await cache.statistics()
                default:
                    _ = await cache.retrieve()
                    lookups.withLock { $0 += 1 }
                }
            }
            return (lookups.value, await cache.statistics().lookups)
        }
    }
}
