// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 2
// kind: other
// idea: I stamp the request when it starts, then load what is cached and only save when my catalog is newer than the stored one, so an older answer never overwrites a newer one.
// why: the store's read is a try inside the success path, so a store that cannot be read fails a load the network answered, and another save can run between that load() and this save(), so the check does not protect the write.

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
        let requestedAt = clock.now()
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
        if let current = try await store.load(), current.timestamp > requestedAt {
            return products // what is cached is already newer than this answer
        }
        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return products
    }
}
