// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 3
// kind: error-conversion
// idea: I read the remote with `try?` and fall back to the cache when it gives nothing, throwing `.connectivity` when the cache cannot help: offline is offline.
// why: the network's own error is lost: a server that answers with something that is not a catalog (`invalidData`) is reported as a connectivity problem.

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
        if let answered = try? await remote.loadAll() {
            products = answered
        } else {
            return try await freshCache(orThrow: CatalogError.connectivity)
        }
        // The cache is a side effect: failing to save it must not fail a load that succeeded.
        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return products
    }

    private func freshCache(orThrow remoteError: any Error) async throws -> [Product] {
        guard let cached = try? await store.load(),
              policy.isFresh(now: clock.now(), lastUpdatedAt: cached.timestamp)
        else { throw remoteError }
        return cached.products
    }
}
