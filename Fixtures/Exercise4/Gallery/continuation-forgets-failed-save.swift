// gallery: wrong
// replaces: CachedProductRepository.swift
// clause: 2
// kind: hang
// idea: I stamp the request first and wrap the save in a continuation around a task that catches its error, so the load waits for the cache to be written but a failing save can never reach the user.
// why: when the save throws, the catch never resumes the continuation, so the load on a full disk waits forever instead of returning the remote's products.

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
        let store = self.store
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task {
                do {
                    try await store.save(CachedProducts(products: products, timestamp: requestedAt))
                    continuation.resume()
                } catch {
                    // The save failed: the user already has the products, nothing to report.
                }
            }
        }
        return products
    }
}
