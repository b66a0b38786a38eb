// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 4
// kind: reused-reading
// idea: I read the clock once at the start, for the stamp and for the freshness check: one load, one moment.
// why: the network may take minutes to fail: a cache that was fresh when the request started can be stale when the failure arrives, and it is served anyway.

import Catalog
import Foundation

/// Network first, with the cache as a fallback while it is fresh (lesson 001).
///
/// Every successful load saves what the remote returned, stamped with the time the
/// request *started*, from the injected clock; when the remote fails, a cached catalog
/// younger than the policy's `maxAge` is returned instead, and an older one never is.
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
        // Taken before the request: a request that started later carries newer data, whatever
        // order the answers arrive in.
        let requestedAt = clock.now()
        let products: [Product]
        do {
            products = try await remote.loadAll()
        } catch {
            return try await freshCache(orThrow: error, now: requestedAt)
        }
        // The cache is a side effect: failing to save it must not fail a load that succeeded.
        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return products
    }

    private func freshCache(orThrow remoteError: any Error, now: Date) async throws -> [Product] {
        guard let cached = try? await store.load(),
              policy.isFresh(now: now, lastUpdatedAt: cached.timestamp)
        else { throw remoteError }
        return cached.products
    }
}
