// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 2
// kind: wrong-actor
// idea: Putting the whole class on `@MainActor` makes every call run on one thread, so the counters can't race and I can drop `@unchecked`.
// why: It is race-free, but a cache is storage, not UI: every lookup from the prefetcher and search now queues behind the main thread (lesson 001), and the probe rejects a cache that lives on the main actor.

import Catalog
import Foundation

// A copy of Exercise 1's gallery entry, not a link to it: the proofs track makes each version's
// cache synchronously (`CacheVersions`), so this version keeps a `nonisolated init`, which a
// main-actor cache a student writes for Exercise 1 does not need (its tests make it on the main
// actor).

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// Many tasks call it at once: the catalog screen, the prefetcher, the search screen.
@MainActor
public final class InMemoryProductCache {
    private let policy: FreshnessPolicy
    private let clock: any Clock
    private var products: [Product] = []
    private var storedAt: Date?
    private var hits = 0
    private var misses = 0

    public nonisolated init(policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300), clock: any Clock = SystemClock()) {
        self.policy = policy
        self.clock = clock
    }

    /// Keeps `products` as the catalog fetched now.
    public func store(_ products: [Product]) async {
        self.products = products
        storedAt = clock.now()
    }

    /// The cached products while they are fresh, or `nil`; counts a hit or a miss.
    public func retrieve() async -> [Product]? {
        guard let storedAt, policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
            misses += 1
            return nil
        }
        hits += 1
        return products
    }

    /// Forgets the cached products (the hit/miss counts stay).
    public func invalidate() async {
        products = []
        storedAt = nil
    }

    /// The hits and misses counted so far.
    public func statistics() async -> CacheStatistics {
        CacheStatistics(hits: hits, misses: misses)
    }
}
