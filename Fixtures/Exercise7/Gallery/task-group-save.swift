// gallery: correct
// replaces: CatalogLoader.swift
// kind: alternative
// idea: I put the save in a task group as its only child, catching its error inside the child, so the group owns it and waits for it before load() returns.
// why: withTaskGroup does not return until its children have ended and cancelling load() cancels the group's child, so the save cannot outlive load() or survive its cancellation, and the error is caught inside the child so a failed save cannot fail the load.

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
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await store.save(cache)
                } catch {
                    // The offline copy is a bonus: the user still gets the fresh products.
                }
            }
        }
        return products
    }
}
