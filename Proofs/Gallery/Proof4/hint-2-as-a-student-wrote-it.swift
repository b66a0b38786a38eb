// judged: lets-through
// idea: follows hints 1 and 2: holds `store(_:)`, then `retrieve()`, with the ExclusivityProbe while each of the four public calls tries to enter, each pair on a fresh cache, expecting every pair serialised, and checks that a held `retrieve()` returned what was stored before it.
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
        for held in [CacheCall.store, .retrieve] {
            for other in CacheCall.allCases {
                await callsTakeTurns(versions, holding: held, whileCalling: other)
            }
        }
    }

    /// The cache's public calls, named as the probe reports them.
    private enum CacheCall: String, CaseIterable, Sendable {
        case store = "store(_:)"
        case retrieve = "retrieve()"
        case invalidate = "invalidate()"
        case statistics = "statistics()"
    }

    /// Holds `held` inside a fresh cache at its clock read and calls `other` meanwhile: `other`
    /// must wait its turn, and a held `retrieve()`, inside first, must return what was stored
    /// before it.
    private static func callsTakeTurns(_ versions: CacheVersions, holding held: CacheCall, whileCalling other: CacheCall) async {
        let probe = ExclusivityProbe()
        let cache = await makeSUT(versions, clock: ProbeClock(probe: probe))
        // `retrieve()` reads the clock (where the probe holds it) only for a stored catalog.
        await cache.store([makeProduct("1")])

        let heldRetrieved = Locked<[Product]?>(nil)
        let outcome = await probe.run(
            holding: probedCall(held, on: cache, retrieved: heldRetrieved),
            whileCalling: probedCall(other, on: cache, retrieved: Locked<[Product]?>(nil)))
        #expect(outcome.isSerialised, "\(outcome)")

        if held == .retrieve {
            let storedBefore: [Product]? = [makeProduct("1")]
            let returned = heldRetrieved.value
            #expect(
                returned == storedBefore,
                "the held `retrieve()` was inside before `\(other.rawValue)`, yet returned \(String(describing: returned))")
        }
    }

    /// The call `call` on `cache`; a `retrieve()` puts what it returned in `retrieved`.
    private static func probedCall(_ call: CacheCall, on cache: any ProductCaching, retrieved: Locked<[Product]?>) -> ProbedCall {
        switch call {
        case .store:
            return ProbedCall(call.rawValue) { await cache.store([makeProduct("2")]) }
        case .retrieve:
            return ProbedCall(call.rawValue) {
                let products = await cache.retrieve()
                retrieved.withLock { $0 = products }
            }
        case .invalidate:
            return ProbedCall(call.rawValue) { await cache.invalidate() }
        case .statistics:
            return ProbedCall(call.rawValue) { _ = await cache.statistics() }
        }
    }

    private static func makeSUT(_ versions: CacheVersions, clock: any Catalog.Clock) async -> any ProductCaching {
        await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock)
    }
}
