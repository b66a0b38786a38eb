// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 2
// kind: escape-hatch
// idea: I keep a handle on the background save so it belongs to someone: the next load() waits for the previous save first, and deinit cancels a save still running, so saves can no longer pile up or outlive the loader.
// why: the save still outlives the load() that started it (the caller's test has finished, the next one has reset the store), cancelling load() does not cancel it, and the handle is a mutable var on a class shared between tasks, kept Sendable with nonisolated(unsafe) so the compiler cannot see that two load() calls race on it.

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
    /// The save started by the last load(), so that it is never lost track of.
    nonisolated(unsafe) private var lastSave: Task<Void, Never>?

    public init(remote: any ProductRepository, store: any ProductStore, clock: any Clock) {
        self.remote = remote
        self.store = store
        self.clock = clock
    }

    deinit {
        lastSave?.cancel()
    }

    public func load() async throws -> [Product] {
        // Saves never overlap: the previous one has finished before we start another.
        await lastSave?.value
        let products = try await remote.loadAll()
        let cache = CachedProducts(products: products, timestamp: clock.now())
        let store = self.store
        lastSave = Task {
            try? await store.save(cache)
        }
        return products
    }
}
