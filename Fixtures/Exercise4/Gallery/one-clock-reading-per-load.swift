// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 4
// kind: reused-reading
// idea: I read the clock once when the request starts and use that one reading for everything, the stamp and the freshness check, so the whole load sees one consistent "now".
// why: the freshness of the cache is judged at the moment the request started, not when the network failed, so after a slow failure a cache that is by then 300 s old or more is still served as fresh.

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
        let now = clock.now()
        let products: [Product]
        do {
            products = try await remote.loadAll()
        } catch {
            guard let cached = try await store.load() else { throw error }
            switch policy.freshness(now: now, lastUpdatedAt: cached.timestamp) {
            case .fresh: return cached.products
            case .stale: throw error
            }
        }
        try? await store.save(CachedProducts(products: products, timestamp: now))
        return products
    }
}
