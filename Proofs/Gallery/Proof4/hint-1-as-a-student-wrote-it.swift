// judged: lets-through
// idea: follows hint 1: holds one call inside the cache on purpose with the ExclusivityProbe (`retrieve()` held at its clock read, on a fresh cache with a catalog stored first) and checks that a `store(_:)` started meanwhile waited its turn.
import Catalog
import LabKit
import Proof4Kit
import Testing

/// Proof 4 — Exercise 1's cache, your proof. See Proofs/Proof4/README.md.
///
/// `swift test --filter Proof4` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 1 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof4 {
    public static func prove(_ versions: CacheVersions) async throws {
        let probe = ExclusivityProbe()
        let cache = await makeSUT(versions, clock: ProbeClock(probe: probe))
        // `retrieve()` reads the clock (where the probe holds it) only for a stored catalog.
        await cache.store([makeProduct("1")])

        let outcome = await probe.run(
            holding: ProbedCall("retrieve()") { _ = await cache.retrieve() },
            whileCalling: ProbedCall("store(_:)") { await cache.store([makeProduct("2")]) })
        #expect(outcome.isSerialised, "\(outcome)")
    }

    private static func makeSUT(_ versions: CacheVersions, clock: any Catalog.Clock) async -> any ProductCaching {
        await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock)
    }
}
