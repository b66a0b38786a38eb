// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 1
// kind: unstructured-task
// idea: I stamp the request before the network call and push the save into a detached task, so a slow or failing disk can never fail or delay the user's load.
// why: loadAll() returns before anything is cached, so "every successful load saves what the remote returned" is no longer true when the caller looks, and the save runs later, at a time nobody controls or can cancel.

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
        // The user gets the products right away; the cache catches up in the background.
        let store = self.store
        Task.detached {
            try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        }
        return products
    }
}
