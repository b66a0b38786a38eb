// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 3
// kind: other
// idea: The dashboard's misses should be catalogs that went stale; a cache that never held anything (or was just invalidated) has nothing to miss, so retrieve() returns nil there without counting.
// why: an empty cache delivers nothing and counts a miss (clause 3): the hit rate this cache reports leaves out every read before the first store and after `invalidate()`. Every other rule holds, so only a proof that reads the statistics of an empty cache tells it from the fixed cache.

import Catalog
import Foundation

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// An actor: the compiler now guarantees that only one call at a time touches the `var`s
/// below, so no hit or miss is lost however many tasks call it. The methods are not
/// `async` inside; from outside, every call is `await`ed and queued on the actor.
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

    /// Keeps `products` as the catalog fetched now.
    public func store(_ products: [Product]) {
        self.products = products
        storedAt = clock.now()
    }

    /// The cached products while they are fresh, or `nil`; counts a hit or a miss.
    public func retrieve() -> [Product]? {
        // Nothing stored yet is not a miss: the dashboard's misses are catalogs that went stale.
        guard let storedAt else { return nil }
        guard policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
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
