// gallery: correct
// replaces: CachedProductRepository.swift
// kind: alternative
// idea: I take the stamp before the request, keep the network's outcome as a Result so only its failure can reach the cache path, write the cache in its own do/catch that swallows the error, and read the cache with `try?` so a broken disk means "no cache".
// why: the stamp is the time the request was sent, a failed save never changes what the user gets, a cache that cannot be read gives the network's own error, the freshness check reads the clock when the network has failed, and ordering is left to the store.

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
        // The data is as old as the moment we asked for it.
        let requestedAt = clock.now()
        let outcome: Result<[Product], any Error>
        do {
            outcome = .success(try await remote.loadAll())
        } catch {
            outcome = .failure(error)
        }

        switch outcome {
        case .success(let products):
            do {
                try await store.save(CachedProducts(products: products, timestamp: requestedAt))
            } catch {
                // Not this load's problem: only the next offline load misses this catalog.
            }
            return products
        case .failure(let remoteError):
            return try await freshCache(orThrow: remoteError)
        }
    }

    private func freshCache(orThrow remoteError: any Error) async throws -> [Product] {
        guard let cached = try? await store.load() else { throw remoteError }
        guard policy.isFresh(now: clock.now(), lastUpdatedAt: cached.timestamp) else { throw remoteError }
        return cached.products
    }
}
