// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 5
// kind: partial
// idea: The bug is that the save sits inside the do, so I move it out and make it a try?; now a full disk can't turn a good network answer into an error, and the actor store takes care of ordering.
// why: it fixes only the first bug: the catalog is still stamped with the moment its answer arrived, so a load that started earlier but answered later carries the newer stamp and the store keeps the older catalog.

import Catalog
import Foundation

/// Network first, with the cache as a fallback while it is fresh (lesson 001).
///
/// Every successful load saves what the remote returned, stamped with a time from the
/// injected clock; when the remote fails, a cached catalog younger than the policy's
/// `maxAge` is returned instead, and an older one never is.
public struct CachedProductRepository: ProductRepository {
    private let remote: any ProductRepository
    private let store: any ProductStore
    private let policy: FreshnessPolicy
    private let clock: any Clock

    public init(remote: any ProductRepository, store: any ProductStore, policy: FreshnessPolicy, clock: any Clock) {
        self.remote = remote
        self.store = store
        self.policy = policy
        self.clock = clock
    }

    public func loadAll() async throws -> [Product] {
        let products: [Product]
        do {
            products = try await remote.loadAll()
        } catch {
            guard let cached = try await store.load() else { throw error }
            switch policy.freshness(now: clock.now(), lastUpdatedAt: cached.timestamp) {
            case .fresh: return cached.products
            case .stale: throw error
            }
        }
        try? await store.save(CachedProducts(products: products, timestamp: clock.now()))
        return products
    }
}
