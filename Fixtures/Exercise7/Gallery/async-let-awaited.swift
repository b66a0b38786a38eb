// gallery: correct
// replaces: CatalogLoader.swift
// kind: alternative
// idea: I start the save as an async let child task and await it before returning, with `try?` inside so a failed save is just nil.
// why: the save is a child of load(): load() does not return until it has ended, cancelling load() cancels it at once, and `try?` keeps a failed save from failing the load, so the products are returned and saved with the clock's timestamp.

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
        // A child task of load(), awaited: it has ended when load() returns.
        async let saved: Void? = try? store.save(cache)
        _ = await saved
        return products
    }
}
