// gallery: wrong
// replaces: CacheSavingInterceptor.swift
// clause: 7
// kind: ignores-cancellation
// idea: I run the remote call in its own Task and await its value, so even if the screen that asked goes away the network call finishes and the cache still gets filled; the stamp comes from the injected clock.
// why: an unstructured Task does not inherit the caller's cancellation, so cancelling the load no longer cancels the network call and the caller keeps waiting for the whole request it gave up on.

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
        let decoratee = self.decoratee
        let products = try await Task { try await decoratee.loadAll() }.value
        try? await cache.save(CachedProducts(products: products, timestamp: clock.now()))
        return products
    }
}
