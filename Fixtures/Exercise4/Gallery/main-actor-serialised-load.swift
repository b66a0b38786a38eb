// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 5
// kind: wrong-actor
// idea: I run the whole load on the main actor so two loads take turns, and the answer that is saved last really is the newest one; the save is a try? now so the disk can't fail the load.
// why: the main actor is reentrant at every await, so the two loads still interleave around the network call, and the catalog is still stamped when the answer arrived, so an older catalog that answers later gets the newer stamp and wins.

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
        try await Self.serialisedLoad(remote: remote, store: store, policy: policy, clock: clock)
    }

    /// One load at a time, on one actor: no two loads can race each other to the store.
    @MainActor
    private static func serialisedLoad(
        remote: any ProductRepository, store: any ProductStore, policy: FreshnessPolicy, clock: any Clock
    ) async throws -> [Product] {
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
