// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 6
// kind: error-conversion
// idea: A load cancelled while it waits for the network is not an error the user should see, so I catch CancellationError there and return an empty catalog; every other network error I still throw.
// why: a cancelled network throws CancellationError, and that is the network's error: load() must throw it (clause 6), not answer [] as if the remote had no products, which a caller cannot tell from a real, empty catalog.

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
        } catch is CancellationError {
            return []
        }
        let cache = CachedProducts(products: products, timestamp: clock.now())
        try? await store.save(cache)
        return products
    }
}
