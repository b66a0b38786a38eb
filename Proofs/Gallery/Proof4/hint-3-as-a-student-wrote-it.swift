// judged: done
// idea: follows hints 1 to 3: the 2 × 4 probe pairs expecting every pair serialised and one-at-a-time results (the held `retrieve()` delivers what was stored before it, a `retrieve()` that waited for a held `store` delivers that store's catalog), then one function each for the empty cache, the TTL at 299 s and 300 s, the TTL counted from the latest `store(_:)`, a stored empty catalog and `invalidate()`, every call outside the probe limited to 1 s.
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
        // Clauses 1 and 2: calls take turns, off the main actor, inside the call.
        for held in [CacheCall.store, .retrieve] {
            for other in CacheCall.allCases {
                try await callsTakeTurns(versions, holding: held, whileCalling: other)
            }
        }
        // Clauses 3 to 5: results, one call at a time.
        try await emptyCacheDeliversNothingAndCountsAMiss(versions)
        try await productsAreDeliveredAt299sAndNotAt300s(versions)
        try await ttlIsCountedFromTheLatestStore(versions)
        try await storedEmptyCatalogIsDeliveredAndCountsAHit(versions)
        try await invalidateForgetsTheProducts(versions)
    }

    /// How long a call outside the probe may take: a correct cache answers in microseconds.
    private static let limit: Duration = .seconds(1)

    // MARK: - Clauses 1 and 2: taking turns

    /// The cache's public calls, named as the probe reports them.
    private enum CacheCall: String, CaseIterable, Sendable {
        case store = "store(_:)"
        case retrieve = "retrieve()"
        case invalidate = "invalidate()"
        case statistics = "statistics()"
    }

    /// Holds `held` inside a fresh cache at its clock read and calls `other` meanwhile: `other`
    /// must wait its turn, and the results must be those of one call after the other.
    private static func callsTakeTurns(_ versions: CacheVersions, holding held: CacheCall, whileCalling other: CacheCall) async throws {
        let probe = ExclusivityProbe()
        let cache = await makeProbedSUT(versions, clock: ProbeClock(probe: probe))
        // `retrieve()` reads the clock (where the probe holds it) only for a stored catalog.
        try await within("store(_:)") { await cache.store([makeProduct("1")]) }

        let heldResult = Locked<[Product]??>(nil)
        let otherResult = Locked<[Product]??>(nil)
        // Never wrapped in `SafetyNet`: the probe would see the call handed to a task of its own.
        let outcome = await probe.run(
            holding: probedCall(held, on: cache, result: heldResult),
            whileCalling: probedCall(other, on: cache, result: otherResult))
        #expect(outcome.isSerialised, "\(outcome)")

        if held == .retrieve {
            // Inside first: it delivers what was stored before it, whatever the other call does.
            let storedBefore: [Product]?? = .some(.some([makeProduct("1")]))
            let delivered = heldResult.value
            #expect(
                delivered == storedBefore,
                "the held `retrieve()` was inside before `\(other.rawValue)`, yet delivered \(String(describing: delivered))")
        }
        if held == .store, other == .retrieve {
            // It waited for the held `store([makeProduct("2")])`: it delivers that catalog.
            let storedByTheHeldCall: [Product]?? = .some(.some([makeProduct("2")]))
            let delivered = otherResult.value
            #expect(
                delivered == storedByTheHeldCall,
                "a `retrieve()` that waited for a held `store(_:)` delivered \(String(describing: delivered))")
        }
    }

    /// The call `call` on `cache`; a `retrieve()` puts what it delivered in `result`.
    private static func probedCall(_ call: CacheCall, on cache: any ProductCaching, result: Locked<[Product]??>) -> ProbedCall {
        switch call {
        case .store:
            return ProbedCall(call.rawValue) { await cache.store([makeProduct("2")]) }
        case .retrieve:
            return ProbedCall(call.rawValue) {
                let products = await cache.retrieve()
                result.withLock { $0 = .some(products) }
            }
        case .invalidate:
            return ProbedCall(call.rawValue) { await cache.invalidate() }
        case .statistics:
            return ProbedCall(call.rawValue) { _ = await cache.statistics() }
        }
    }

    // MARK: - Clause 3: an empty cache

    /// Nothing stored since the cache was made: nothing delivered, one miss counted.
    private static func emptyCacheDeliversNothingAndCountsAMiss(_ versions: CacheVersions) async throws {
        let (cache, _) = await makeSUT(versions)
        let retrieved = try await within("retrieve()") { await cache.retrieve() }
        #expect(retrieved == nil, "an empty cache delivered \(String(describing: retrieved))")
        let statistics = try await within("statistics()") { await cache.statistics() }
        #expect(statistics == CacheStatistics(hits: 0, misses: 1), "an empty cache's `retrieve()` counted \(statistics)")
    }

    // MARK: - Clause 4: the TTL

    /// Delivered 299 s after `store(_:)`, not 300 s after it (a fresh cache each).
    private static func productsAreDeliveredAt299sAndNotAt300s(_ versions: CacheVersions) async throws {
        let catalog = [makeProduct("1")]
        do {
            let (cache, clock) = await makeSUT(versions)
            try await within("store(_:)") { await cache.store(catalog) }
            clock.advance(by: 299)
            let retrieved = try await within("retrieve()") { await cache.retrieve() }
            #expect(retrieved == catalog, "products stored 299 s ago were not delivered")
        }
        do {
            let (cache, clock) = await makeSUT(versions)
            try await within("store(_:)") { await cache.store(catalog) }
            clock.advance(by: 300)
            let retrieved = try await within("retrieve()") { await cache.retrieve() }
            #expect(retrieved == nil, "products stored 300 s ago were delivered")
        }
    }

    /// The TTL counts from the latest `store(_:)`: a hit renews nothing, storing the same
    /// catalog again does.
    private static func ttlIsCountedFromTheLatestStore(_ versions: CacheVersions) async throws {
        let catalog = [makeProduct("1")]
        do {
            let (cache, clock) = await makeSUT(versions)
            try await within("store(_:)") { await cache.store(catalog) }   // at 0 s
            clock.advance(by: 299)
            let hit = try await within("retrieve()") { await cache.retrieve() }   // a hit at 299 s
            #expect(hit == catalog, "products stored 299 s ago were not delivered")
            clock.advance(by: 1)
            let retrieved = try await within("retrieve()") { await cache.retrieve() }   // at 300 s
            #expect(retrieved == nil, "a hit at 299 s renewed the products: they were delivered at 300 s")
        }
        do {
            let (cache, clock) = await makeSUT(versions)
            try await within("store(_:)") { await cache.store(catalog) }   // at 0 s
            clock.advance(by: 299)
            try await within("store(_:)") { await cache.store(catalog) }   // the same catalog again, at 299 s
            clock.advance(by: 1)
            let retrieved = try await within("retrieve()") { await cache.retrieve() }   // at 300 s: 1 s old
            #expect(retrieved == catalog, "the same catalog stored again at 299 s was not delivered at 300 s")
        }
    }

    /// A stored empty catalog is stored products: delivered (`[]`) and counted as a hit.
    private static func storedEmptyCatalogIsDeliveredAndCountsAHit(_ versions: CacheVersions) async throws {
        let (cache, _) = await makeSUT(versions)
        try await within("store(_:)") { await cache.store([]) }
        let retrieved = try await within("retrieve()") { await cache.retrieve() }
        let emptyCatalog: [Product]? = []
        #expect(retrieved == emptyCatalog, "a stored empty catalog was delivered as \(String(describing: retrieved))")
        let statistics = try await within("statistics()") { await cache.statistics() }
        #expect(statistics == CacheStatistics(hits: 1, misses: 0), "a stored empty catalog's `retrieve()` counted \(statistics)")
    }

    // MARK: - Clause 5: invalidate()

    /// `invalidate()` forgets the stored products: the cache is empty again.
    private static func invalidateForgetsTheProducts(_ versions: CacheVersions) async throws {
        let (cache, _) = await makeSUT(versions)
        try await within("store(_:)") { await cache.store([makeProduct("1")]) }
        try await within("invalidate()") { await cache.invalidate() }
        let retrieved = try await within("retrieve()") { await cache.retrieve() }
        #expect(retrieved == nil, "products were delivered after `invalidate()`")
        let statistics = try await within("statistics()") { await cache.statistics() }
        #expect(statistics == CacheStatistics(hits: 0, misses: 1), "a `retrieve()` after `invalidate()` counted \(statistics)")
    }

    // MARK: - Helpers

    private static func makeSUT(_ versions: CacheVersions) async -> (any ProductCaching, ManualClock) {
        let clock = ManualClock()
        return (await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock), clock)
    }

    private static func makeProbedSUT(_ versions: CacheVersions, clock: any Catalog.Clock) async -> any ProductCaching {
        await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock)
    }

    /// Awaits a call to the cache for at most `limit`: an `NSLock` taken twice never returns.
    private static func within<Value: Sendable>(_ call: String, _ body: @escaping @Sendable () async -> Value) async throws -> Value {
        switch await SafetyNet.run(limit: limit, body) {
        case let .returned(result): return try result.get()
        case .timedOut: throw DidNotReturn(call: call, limit: limit)
        }
    }

    /// A call to the cache that did not return within `limit`.
    private struct DidNotReturn: Error, CustomStringConvertible {
        let call: String
        let limit: Duration
        var description: String {
            "`\(call)` never returned within \(limit): is it waiting for a lock it already holds?"
        }
    }
}
