// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 7
// kind: escape-hatch
// idea: I remember the start time of the newest load in a small box and skip the save when a newer load has already saved, stamping with the start time and using try? for the save.
// why: the box is a plain var shared by every concurrent load, marked @unchecked Sendable so the compiler stops checking it: two loads read and write it at once (a data race), and its check is stale by the time the save runs anyway.

import Catalog
import Foundation

/// Network first, with the cache as a fallback while it is fresh (lesson 001).
///
/// Every successful load saves what the remote returned, stamped with a time from the
/// injected clock; when the remote fails, a cached catalog younger than the policy's
/// `maxAge` is returned instead, and an older one never is.
public struct CachedProductRepository: ProductRepository {
    /// The start time of the newest load that saved, shared by every copy of the repository.
    private final class NewestSave: @unchecked Sendable {
        var startedAt: Date?
    }

    private let remote: any ProductRepository
    private let store: any ProductStore
    private let policy: FreshnessPolicy
    private let clock: any Clock
    private let newest = NewestSave()

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
        if let startedAt = newest.startedAt, startedAt > requestedAt {
            return products // a newer load already saved its catalog
        }
        newest.startedAt = requestedAt
        try? await store.save(CachedProducts(products: products, timestamp: requestedAt))
        return products
    }
}
