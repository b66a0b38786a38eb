// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 2
// kind: partial
// idea: The problem was that nothing could cancel the background save, so I wrap it in withTaskCancellationHandler: when load() is cancelled, the save task is cancelled too, and the user still doesn't wait for the disk.
// why: the handler only covers cancellation while its body runs, and the body returns at once: load() still returns before the save ends, so the save outlives the call and lands in whatever the store is by then.

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
        let store = self.store
        let saving = Task {
            try? await store.save(cache)
        }
        await withTaskCancellationHandler {
            // Let the save run in the background.
        } onCancel: {
            saving.cancel()
        }
        return products
    }
}
