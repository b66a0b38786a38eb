// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 3
// kind: unstructured-task
// idea: The save outlived load() because nobody waited for it, so I keep the Task but await its value before returning: now load() only returns once the save is done.
// why: awaiting `task.value` waits but does not own: the Task is not a child of load(), so when load() is cancelled the save is not cancelled and stays parked on the store (load() just stops waiting or keeps waiting), which is the "waiting is not owning" case the README warns about.

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
        let saving = Task {
            try? await self.store.save(cache)
        }
        // Don't return before the save has finished.
        await saving.value
        return products
    }
}
