// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 1
// kind: reused-reading
// idea: After saving, I return what the store holds, so the screen always shows exactly what is cached.
// why: when a newer load has already saved, the store keeps that catalog and refuses this one, so this load returns another load's products instead of what its own request answered.

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
            return try await freshCache(orThrow: error)
        }
        // The cache is a side effect: failing to save it must not fail a load that succeeded.
        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return (try? await store.load())?.products ?? products
    }

    private func freshCache(orThrow remoteError: any Error) async throws -> [Product] {
        guard let cached = try? await store.load(),
              policy.isFresh(now: clock.now(), lastUpdatedAt: cached.timestamp)
        else { throw remoteError }
        return cached.products
    }
}
