// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 4
// kind: other
// idea: A TTL of 300 s means the catalog is good for 300 s, so at exactly 300 s it is still within its time; I compare the age with `<=` myself instead of going through the policy.
// why: stored products are fresh while younger than the TTL and never at it: at exactly 300 s this cache still delivers them and counts a hit (clause 4). Every other rule holds, so only a proof that reads at the boundary itself tells it from the fixed cache.

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
        // A TTL of 300 s: a catalog 300 s old is still within it.
        guard let storedAt, clock.now().timeIntervalSince(storedAt) <= policy.maxAge else {
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
