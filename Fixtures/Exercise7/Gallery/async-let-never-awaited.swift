// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 4
// kind: dropped-work
// idea: An async let is a child task, so the save now belongs to load() and can't outlive it, and I don't have to make the user wait for it.
// why: an async let that is never awaited is cancelled, not finished, when load() returns: Swift cancels the save and then waits for it, so the store either gets nothing or a cancelled save, and load() drops the work it promised instead of doing it.

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
        // A child task: structured, so it ends with load().
        async let saving: Void? = try? store.save(cache)
        return products
    }
}
