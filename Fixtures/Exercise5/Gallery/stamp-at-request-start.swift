// gallery: wrong
// replaces: CacheSavingInterceptor.swift
// clause: 3
// kind: reused-reading
// idea: The catalog is as old as the request that fetched it — Exercise 4 stamps its cache with the time the request started — so the interceptor reads the clock before it calls the remote and stamps the save with that.
// why: Exercise 5's contract stamps the save at the moment it saves (hint 3: `timestamp: clock.now()` in the save): a slow network (the scenario's takes 1 to 150 s) makes this stamp older than the save, so the fallback judges the cache older than the interceptor's contract says, and a cache saved a moment ago can already look stale.

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
        // The catalog is as old as the request that fetched it, as Exercise 4 stamps it.
        let requested = clock.now()
        let products = try await decoratee.loadAll()
        try? await cache.save(CachedProducts(products: products, timestamp: requested))
        return products
    }
}
