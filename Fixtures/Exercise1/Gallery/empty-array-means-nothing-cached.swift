// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 4
// kind: partial
// idea: An empty array already means "nothing cached", so I drop the optional `storedAt`: `invalidate()` just empties the array, and `retrieve()` misses when the array is empty.
// why: An empty catalog is still a catalog the app stored (a shop with nothing on sale today): clause 4 delivers it, `[]`, and counts a hit while it is fresh. This cache answers `nil` and counts a miss, so every screen fetches again and the dashboard's hit rate drops.

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
    // An empty array already says "nothing cached": no optional date to keep in step with it.
    private var storedAt = Date.distantPast
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
        guard !products.isEmpty, policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
            misses += 1
            return nil
        }
        hits += 1
        return products
    }

    /// Forgets the cached products (the hit/miss counts stay).
    public func invalidate() {
        products = []
    }

    /// The hits and misses counted so far.
    public func statistics() -> CacheStatistics {
        CacheStatistics(hits: hits, misses: misses)
    }
}
