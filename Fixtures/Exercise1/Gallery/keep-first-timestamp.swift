// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 4
// kind: reused-reading
// idea: I made it an actor, and when the same catalog is stored again I keep the timestamp of when it first arrived, because unchanged data is as old as its first fetch and re-stamping it would make stale products look fresh.
// why: store(_:) means "the catalog fetched now", so the TTL runs from the latest store — store(p) at 0 s, store(p) again at 200 s, retrieve() at 350 s must be a hit (150 s old), but this cache measures from 0 s and answers nil with a miss (clause 4).

import Catalog
import Foundation

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// Many tasks call it at once: the catalog screen, the prefetcher, the search screen.
/// An actor: one call at a time, checked by the compiler.
public actor InMemoryProductCache {
    private let policy: FreshnessPolicy
    private let clock: any Clock
    private var products: [Product] = []
    private var storedAt: Date?
    private var hits = 0
    private var misses = 0

    public init(policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300), clock: any Clock = SystemClock()) {
        self.policy = policy
        self.clock = clock
    }

    /// Keeps `products` as the catalog fetched now. Storing the catalog we already hold
    /// changes nothing: the data is as old as when it first arrived.
    public func store(_ products: [Product]) {
        let now = clock.now()
        if storedAt != nil, products == self.products {
            return
        }
        self.products = products
        storedAt = now
    }

    /// The cached products while they are fresh, or `nil`; counts a hit or a miss.
    public func retrieve() -> [Product]? {
        guard let storedAt, policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
            misses += 1
            return nil
        }
        hits += 1
        return products
    }

    /// Forgets the cached products (the hit/miss counts stay).
    public func invalidate() {
        products = []
        storedAt = nil
    }

    /// The hits and misses counted so far.
    public func statistics() -> CacheStatistics {
        CacheStatistics(hits: hits, misses: misses)
    }
}
