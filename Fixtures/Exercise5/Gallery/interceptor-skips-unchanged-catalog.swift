// gallery: wrong
// replaces: CacheSavingInterceptor.swift
// clause: 3
// kind: other
// idea: I stamp with `clock.now()` at the moment of saving, and skip the save when the remote sent back exactly the catalog already cached, because rewriting megabytes of identical JSON on every load is wasted work.
// why: The stamp is what says how fresh the cache is: when the remote confirms an unchanged catalog, the cache keeps its old timestamp, so what the remote just returned is not cached "stamped at the moment it saves" (clause 3), and a later load with the network down finds it stale and fails although the remote answered seconds ago.

import Catalog
import Foundation

/// Interception (lesson 004): returns what the decoratee returns, and saves it in the cache
/// as a side effect (a failed save never changes the result).
public nonisolated final class CacheSavingInterceptor: ProductRepository {
    private let decoratee: any ProductRepository
    private let cache: any ProductStore
    private let clock: any Clock

    public init(decoratee: any ProductRepository, cache: any ProductStore, clock: any Clock) {
        self.decoratee = decoratee
        self.cache = cache
        self.clock = clock
    }

    public func loadAll() async throws -> [Product] {
        let products = try await decoratee.loadAll()
        // Nothing changed since the last save? Then there is nothing to write.
        let alreadyCached = try? await cache.load()
        if alreadyCached?.products != products {
            try? await cache.save(CachedProducts(products: products, timestamp: clock.now()))
        }
        return products
    }
}
