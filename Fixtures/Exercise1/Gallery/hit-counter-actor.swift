// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 1
// kind: foreign-await
// idea: I make the cache an actor and keep the dashboard's counting in a small `HitCounter` actor of its own, so counting never slows a lookup down.
// why: `retrieve()` decides "hit", then awaits the counter before it reads the products: an `invalidate()` runs in that gap, and the caller gets `[]` counted as a hit, an answer no one-at-a-time order of the calls gives.

import Catalog
import Foundation

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
public actor InMemoryProductCache {
    private let policy: FreshnessPolicy
    private let clock: any Clock
    private var products: [Product] = []
    private var storedAt: Date?
    private let counter = HitCounter()

    public init(policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300), clock: any Clock = SystemClock()) {
        self.policy = policy
        self.clock = clock
    }

    public func store(_ products: [Product]) {
        self.products = products
        storedAt = clock.now()
    }

    public func retrieve() async -> [Product]? {
        guard let storedAt, policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
            await counter.countMiss()
            return nil
        }
        await counter.countHit()
        return products
    }

    public func invalidate() {
        products = []
        storedAt = nil
    }

    public func statistics() async -> CacheStatistics {
        await counter.statistics()
    }
}

/// The dashboard's counts, kept apart so a lookup never waits for them.
actor HitCounter {
    private var hits = 0
    private var misses = 0

    func countHit() { hits += 1 }
    func countMiss() { misses += 1 }
    func statistics() -> CacheStatistics { CacheStatistics(hits: hits, misses: misses) }
}
