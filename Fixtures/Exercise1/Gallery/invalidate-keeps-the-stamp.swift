// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 5
// kind: partial
// idea: invalidate() empties the catalog; the moment of the last store can stay, since the dashboard may want to show when the catalog was last fetched.
// why: with the stamp kept, the cache still counts as holding a fresh catalog — an empty one: retrieve() after invalidate() delivers `[]` and counts a hit, where the contract says it delivers nothing and counts a miss (clause 5: the stored products are forgotten, not replaced by none).

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
        guard let storedAt, policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
            misses += 1
            return nil
        }
        hits += 1
        return products
    }

    /// Forgets the cached products (the hit/miss counts stay, and so does when we last stored).
    public func invalidate() {
        products = []
    }

    /// The hits and misses counted so far.
    public func statistics() -> CacheStatistics {
        CacheStatistics(hits: hits, misses: misses)
    }
}
