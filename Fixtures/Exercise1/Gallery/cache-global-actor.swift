// gallery: correct
// replaces: InMemoryProductCache.swift
// kind: alternative
// idea: Instead of turning the class into an actor, I isolate it to a dedicated `@CatalogCacheIsolation` global actor (not the main actor), so the compiler checks every access and calls still take turns.
// why: A global actor of its own serialises every call just like an instance actor (each method is synchronous inside, so it is one indivisible step), the class is `Sendable` because it is isolated, and nothing waits for the UI; the only cost is that all caches share one queue.

import Catalog
import Foundation

/// The isolation domain of catalog caches: storage, not UI, so not the main actor.
@globalActor
public actor CatalogCacheIsolation {
    public static let shared = CatalogCacheIsolation()
}

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// Many tasks call it at once: the catalog screen, the prefetcher, the search screen.
@CatalogCacheIsolation
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

    /// The hits and misses counted so far.
    public func statistics() -> CacheStatistics {
        CacheStatistics(hits: hits, misses: misses)
    }
}
