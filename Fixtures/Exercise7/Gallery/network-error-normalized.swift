// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 6
// kind: error-conversion
// idea: I await the save with try? inline, and since the screen only knows how to say "you are offline" I turn any failure of the network into CatalogError.connectivity.
// why: when the network fails, load() must throw the network's own error; a network that fails with .invalidData (or any other error) is reported as .connectivity.

import Catalog

/// Loads the catalog from the network and keeps a copy for offline use (lessons 001 and 003).
///
/// `load()` answers with what the network returned and saves it to the store, stamped with
/// the clock's time. A failed save must not fail the load: the user still gets the fresh
/// products (lesson 001).
public nonisolated final class CatalogLoader: Sendable {
    private let remote: any ProductRepository
    private let store: any ProductStore
    private let clock: any Clock

    public init(remote: any ProductRepository, store: any ProductStore, clock: any Clock) {
        self.remote = remote
        self.store = store
        self.clock = clock
    }

    public func load() async throws -> [Product] {
        let products: [Product]
        do {
            products = try await remote.loadAll()
        } catch {
            throw CatalogError.connectivity
        }
        let cache = CachedProducts(products: products, timestamp: clock.now())
        try? await store.save(cache)
        return products
    }
}
