// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 4
// kind: other
// idea: A catalog people keep reading is clearly still in use, so every hit renews its time to live, the way a session timeout is renewed by activity.
// why: the TTL runs from the store, not from the last read: stored at 0 s and read at 299 s (a hit), the catalog is 300 s old at 300 s and must be a miss, but this cache restarted its clock at the hit and serves it (clause 4).

import Catalog
import Foundation

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// An actor, and a catalog in use stays fresh: the compiler now guarantees that only one call at a time touches the `var`s
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
        self.storedAt = clock.now()
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
