// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 5
// kind: error-conversion
// idea: I await the save inline with `try await`, so it is part of load(), and if it fails the caller hears about it instead of the error being swallowed by `try?`.
// why: a failed save now throws out of load() and the user gets an error instead of the fresh products the network returned, breaking load()'s promise (lesson 001) that a failed save does not fail the load.

import Catalog

/// Loads the catalog from the network and keeps a copy for offline use (lessons 001 and 003).
///
/// `load()` answers with what the network returned and saves it to the store, stamped with
/// the clock's time. A failed save must not fail the load: the user still gets the fresh
/// products (lesson 001).
public final class CatalogLoader: Sendable {
    private let remote: any ProductRepository
    private let store: any ProductStore
    private let clock: any Clock

    public init(remote: any ProductRepository, store: any ProductStore, clock: any Clock) {
        self.remote = remote
        self.store = store
        self.clock = clock
    }

    public func load() async throws -> [Product] {
        let products = try await remote.loadAll()
        let cache = CachedProducts(products: products, timestamp: clock.now())
        // Part of load(): awaited, and a failure is reported, not swallowed.
        try await store.save(cache)
        return products
    }
}
