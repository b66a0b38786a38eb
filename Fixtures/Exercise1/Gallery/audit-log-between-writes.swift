// gallery: wrong
// replaces: InMemoryProductCache.swift
// clause: 1
// kind: foreign-await
// idea: It's an actor now, and while I was at it I report every save to the audit log actor before stamping the time, so the dashboard can show when the catalog was stored.
// why: The `await` on the audit log lets other calls into the actor halfway through `store`: an `invalidate()` that runs there is undone when `storedAt` is stamped afterwards, so `retrieve()` then returns `[]` as a fresh hit instead of `nil`.

import Catalog
import Foundation

/// Where cache events are reported for the operations dashboard.
actor CacheAuditLog {
    static let shared = CacheAuditLog()
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

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
    public func store(_ products: [Product]) async {
        self.products = products
        await CacheAuditLog.shared.record("stored \(products.count) products")
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
