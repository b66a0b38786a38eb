// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 1
// kind: unstructured-task
// idea: I made it an actor, and since nobody needs to wait for a save, `store` just kicks off a `Task` that writes into the actor so callers return at once.
// why: `store(_:)` now returns before anything is stored (and before the clock is read), so a `retrieve()` right after a `store` can miss, and two quick stores can land in either order: the call is no longer one step of the cache.

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
    private var hits = 0
    private var misses = 0

    public init(policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300), clock: any Clock = SystemClock()) {
        self.policy = policy
        self.clock = clock
    }

    /// Keeps `products` as the catalog fetched now.
    /// Saving is fire-and-forget: the caller does not have to wait for the actor.
    public nonisolated func store(_ products: [Product]) async {
        Task {
            await self.write(products)
        }
    }

    private func write(_ products: [Product]) {
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

    /// The hits and misses counted so far.
    public func statistics() -> CacheStatistics {
        CacheStatistics(hits: hits, misses: misses)
    }
}
