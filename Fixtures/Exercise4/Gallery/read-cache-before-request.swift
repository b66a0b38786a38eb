// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 3
// kind: reused-reading
// idea: I read the cache once, up front, right after taking the request's stamp, so the fallback is ready the moment the network fails and a failure never waits on the disk; I still judge its freshness with the clock when the failure arrives, and save with `try?` outside the `do`.
// why: The fallback looks at the cache as it was when this request started, not as it is when the failure arrives: if an overlapping load saved a fresh catalog meanwhile, this load serves its old snapshot (or throws because the snapshot is stale or absent) while the store holds a cache younger than maxAge that clause 3 says must be returned.

import Catalog
import Foundation

/// Network first, with the cache as a fallback while it is fresh (lesson 001).
///
/// Every successful load saves what the remote returned, stamped with a time from the
/// injected clock; when the remote fails, a cached catalog younger than the policy's
/// `maxAge` is returned instead, and an older one never is.
public nonisolated struct CachedProductRepository: ProductRepository {
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
        // Ready before we need it; a read that throws just means "no fallback".
        let fallback = try? await store.load()

        let products: [Product]
        do {
            products = try await remote.loadAll()
        } catch {
            guard let fallback, policy.isFresh(now: clock.now(), lastUpdatedAt: fallback.timestamp) else {
                throw error
            }
            return fallback.products
        }

        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return products
    }
}
