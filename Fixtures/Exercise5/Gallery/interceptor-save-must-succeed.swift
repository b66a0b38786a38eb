// gallery: wrong
// replaces: CacheSavingInterceptor.swift
// clause: 6
// kind: other
// idea: I stamp with the injected clock and drop the @unchecked, and I let a failed save throw instead of hiding it with try?, so a full disk shows up instead of being swallowed.
// why: the save is only a side effect, but now its failure fails the interception, so the fallback serves the old cache (or an error) although the network answered; the type promises that a failed save never changes the result.

import Catalog
import Foundation

/// Interception (lesson 004): returns what the decoratee returns, and saves it in the cache
/// as a side effect (a failed save never changes the result).
public final class CacheSavingInterceptor: ProductRepository {
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
        try await cache.save(CachedProducts(products: products, timestamp: clock.now()))
        return products
    }
}
