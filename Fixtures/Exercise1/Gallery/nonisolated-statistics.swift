// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 6
// kind: escape-hatch
// idea: I made it an actor, but the dashboard polls `statistics()` all the time, so I made it `nonisolated` and marked the counters `nonisolated(unsafe)` to skip the actor hop.
// why: `nonisolated(unsafe)` switches the compiler's check off again: `statistics()` reads `hits` and `misses` on any thread while `retrieve()` writes them on the actor, a data race the compiler would have caught, and it can report a hit without its lookup.

import Catalog
import Foundation

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// Many tasks call it at once: the catalog screen, the prefetcher, the search screen.
public actor InMemoryProductCache {
    private let policy: FreshnessPolicy
    private let clock: any Clock
    private var products: [Product] = []
    private var storedAt: Date?
    nonisolated(unsafe) private var hits = 0
    nonisolated(unsafe) private var misses = 0

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

    /// Forgets the cached products (the hit/miss counts stay).
    public func invalidate() {
        products = []
        storedAt = nil
    }

    /// The hits and misses counted so far: read without hopping onto the actor.
    public nonisolated func statistics() async -> CacheStatistics {
        CacheStatistics(hits: hits, misses: misses)
    }
}
