// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 1
// kind: partial
// idea: It's an actor, and I read the clock in a `nonisolated` wrapper before entering, so a slow clock never keeps the actor busy; all the state is still only touched on the actor.
// why: Each call is no longer one step: two stores can read the clock in one order and land in the other (leaving an older `storedAt` with newer products), and a retrieve can judge freshness with a time taken before an `invalidate`/`store` that ran in between; the probe sees a second call get in while the first is at `clock.now()`.

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
    public nonisolated func store(_ products: [Product]) async {
        let now = clock.now()
        await store(products, at: now)
    }

    private func store(_ products: [Product], at now: Date) {
        self.products = products
        storedAt = now
    }

    /// The cached products while they are fresh, or `nil`; counts a hit or a miss.
    public nonisolated func retrieve() async -> [Product]? {
        let now = clock.now()
        return await retrieve(at: now)
    }

    private func retrieve(at now: Date) -> [Product]? {
        guard let storedAt, policy.isFresh(now: now, lastUpdatedAt: storedAt) else {
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
