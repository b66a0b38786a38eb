// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 4
// kind: dropped-work
// idea: The save is now a child task, so it can't outlive load(), but the user shouldn't wait long for the disk: I race it against a 50 ms timer in a task group and return when the first one finishes.
// why: when the store is slow the timer wins and cancelAll() cancels the save, so the catalog is silently not saved: load() no longer keeps its promise to save what it returned, and whether it does depends on timing.

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
        // Save, but never keep the user waiting more than 50 ms for the disk.
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await store.save(cache) }
            group.addTask { try? await Task.sleep(nanoseconds: 50_000_000) }
            await group.next()
            group.cancelAll()
        }
        return products
    }
}
