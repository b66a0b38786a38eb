// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 2
// kind: unstructured-task
// idea: If load() is cancelled after the network answered, the products are already here: I still keep them, in a `Task { }` so the cancellation cannot stop the save.
// why: cancelling load() no longer cancels its save, and the save outlives load(): it writes after the caller has moved on (into the next test's store).

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
        let products = try await remote.loadAll()
        let cache = CachedProducts(products: products, timestamp: clock.now())
        // Awaited, so the save is part of load(): it has ended when load() returns, and
        // cancelling load() cancels it. `try?`: a failed save must not fail the load.
        if Task.isCancelled {
            // The user left, but the data is good: keep it for offline use.
            Task { [store] in try? await store.save(cache) }
            return products
        }
        try? await store.save(cache)
        return products
    }
}
