// gallery: wrong
// replaces: CacheSavingInterceptor.swift
// clause: 8
// kind: escape-hatch
// idea: I fixed the real bug, the cache is stamped with the injected clock now, and I left @unchecked Sendable on as belt and braces since it does no harm.
// why: the class holds only lets of Sendable types, so the compiler could prove it Sendable; @unchecked switches that check off, and the next var someone adds here races without a word from the compiler.

import Catalog
import Foundation

/// Interception (lesson 004): returns what the decoratee returns, and saves it in the cache
/// as a side effect (a failed save never changes the result).
public final class CacheSavingInterceptor: ProductRepository, @unchecked Sendable {
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
        try? await cache.save(CachedProducts(products: products, timestamp: clock.now()))
        return products
    }
}
