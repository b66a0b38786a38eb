// judged: lets-through
// idea: Hint 2 as written: The probe is the proof: hold each call inside the cache while every other call tries to enter, and expect each one to wait its turn.

import Catalog
import LabKit
import Proof4Kit
import Testing

public enum Proof4 {
    public static func prove(_ versions: CacheVersions) async throws {
        for held in ["store", "retrieve"] {
            for entering in ["store", "retrieve", "invalidate", "statistics"] {
                let probe = ExclusivityProbe()
                let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ProbeClock(probe: probe))
                await cache.store([makeProduct("1")])
                let outcome = await probe.run(holding: call(held, cache), whileCalling: call(entering, cache))
                #expect(outcome.isSerialised, "\(outcome)")
            }
        }
    }

    static func call(_ name: String, _ cache: any ProductCaching) -> ProbedCall {
        switch name {
        case "store": ProbedCall(name) { await cache.store([makeProduct("2")]) }
        case "retrieve": ProbedCall(name) { _ = await cache.retrieve() }
        case "invalidate": ProbedCall(name) { await cache.invalidate() }
        default: ProbedCall(name) { _ = await cache.statistics() }
        }
    }
}
