// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 3
// kind: partial
// idea: I only fall back to the cache on `CatalogError.connectivity`, since invalid data means the server is broken and the user should see that error rather than a cached copy.
// why: the catch swallows only one kind of network failure: when the network fails with `.invalidData` and the cache is younger than maxAge, the contract returns the cache but this throws.

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
        let products: [Product]
        do {
            products = try await remote.loadAll()
        } catch CatalogError.connectivity {
            // Offline: that is what the cache is for.
            return try await freshCacheOrThrow(CatalogError.connectivity)
        }
        // Any other error (the server answered garbage) propagates as it is.
        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return products
    }

    private func freshCacheOrThrow(_ error: any Error) async throws -> [Product] {
        guard let cached = try? await store.load() else { throw error }
        switch policy.freshness(now: clock.now(), lastUpdatedAt: cached.timestamp) {
        case .fresh: return cached.products
        case .stale: throw error
        }
    }
}
