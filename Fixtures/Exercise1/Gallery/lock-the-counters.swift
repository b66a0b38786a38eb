// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 1
// kind: partial
// idea: The bug report is about lost hit/miss counts, so I put an `NSLock` around the counters; the increments and `statistics()` are now atomic.
// why: Only the counters are protected: `products` and `storedAt` are still read and written by many threads at once (a racing `Array` can corrupt memory), `store` can interleave with `invalidate`, and `@unchecked` still stops the compiler from looking.

import Catalog
import Foundation

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// Many tasks call it at once: the catalog screen, the prefetcher, the search screen.
public final class InMemoryProductCache: @unchecked Sendable {
    private let policy: FreshnessPolicy
    private let clock: any Clock
    private var products: [Product] = []
    private var storedAt: Date?
    private let counterLock = NSLock()
    private var hits = 0
    private var misses = 0

    public init(policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300), clock: any Clock = SystemClock()) {
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
            counterLock.withLock { misses += 1 }
            return nil
        }
        counterLock.withLock { hits += 1 }
        return products
    }

    /// Forgets the cached products (the hit/miss counts stay).
    public func invalidate() async {
        products = []
        storedAt = nil
    }

    /// The hits and misses counted so far.
    public func statistics() async -> CacheStatistics {
        counterLock.withLock { CacheStatistics(hits: hits, misses: misses) }
    }
}
