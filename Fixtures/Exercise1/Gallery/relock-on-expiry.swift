// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 4
// kind: hang
// idea: I hold one `NSLock` for the whole of every call, as the README allows, and when `retrieve()` finds stale data it drops it through the same locked `clear()` helper so memory is freed.
// why: `NSLock` is not recursive: a `retrieve()` that finds stale data calls `clear()` while already holding the lock and blocks its own thread forever, so the first TTL test at 300 s hangs (and `@unchecked` still hides it from the compiler).

import Catalog
import Foundation

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// Many tasks call it at once: the catalog screen, the prefetcher, the search screen.
public final class InMemoryProductCache: @unchecked Sendable {
    private let lock = NSLock()
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
    public func store(_ products: [Product]) async {
        lock.withLock {
            self.products = products
            storedAt = clock.now()
        }
    }

    /// The cached products while they are fresh, or `nil`; counts a hit or a miss.
    public func retrieve() async -> [Product]? {
        lock.withLock {
            guard let storedAt else {
                misses += 1
                return nil
            }
            guard policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
                misses += 1
                clear()   // stale: free the memory right away
                return nil
            }
            hits += 1
            return products
        }
    }

    /// Forgets the cached products (the hit/miss counts stay).
    public func invalidate() async {
        clear()
    }

    /// The hits and misses counted so far.
    public func statistics() async -> CacheStatistics {
        lock.withLock { CacheStatistics(hits: hits, misses: misses) }
    }

    /// Drops the cached products, under the lock.
    private func clear() {
        lock.withLock {
            products = []
            storedAt = nil
        }
    }
}
