// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 3
// kind: partial
// idea: Only a `CatalogError` means the network failed, so only that one falls back to the cache; anything else (a cancellation, some error of a library's own) is not a network failure and goes straight to the caller.
// why: "when the network fails" is every failure: a network that throws an error of its own type, or a `CancellationError` nobody asked for, leaves the caller with an error although a fresh cache was there.

import Catalog
import Foundation

/// Network first, with the cache as a fallback while it is fresh (lesson 001).
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
        } catch let error as CatalogError {
            return try await freshCache(orThrow: error)
        }
        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return products
    }

    private func freshCache(orThrow remoteError: CatalogError) async throws -> [Product] {
        guard let cached = try? await store.load(),
              policy.isFresh(now: clock.now(), lastUpdatedAt: cached.timestamp)
        else { throw remoteError }
        return cached.products
    }
}
