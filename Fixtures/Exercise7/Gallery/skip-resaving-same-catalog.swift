// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 1
// kind: partial
// idea: Await the save inline, but remember the product ids last handed to the store and skip the disk when a load brings back the same catalog.
// why: each load saves what it loaded, stamped with the clock's time (clause 1): the same catalog loaded a minute later is skipped, so the store keeps the older stamp, and the offline copy looks older than it is — after maxAge it is thrown away although the network confirmed it a minute ago.

import Catalog
import Synchronization

/// Loads the catalog from the network and keeps a copy for offline use (lessons 001 and 003).
///
/// `load()` answers with what the network returned and saves it to the store, stamped with
/// the clock's time. A failed save must not fail the load: the user still gets the fresh
/// products (lesson 001).
public nonisolated final class CatalogLoader: Sendable {
    private let remote: any ProductRepository
    private let store: any ProductStore
    private let clock: any Clock
    private let lastSavedIDs = Mutex<[String]?>(nil)

    public init(remote: any ProductRepository, store: any ProductStore, clock: any Clock) {
        self.remote = remote
        self.store = store
        self.clock = clock
    }

    public func load() async throws -> [Product] {
        let products = try await remote.loadAll()
        let ids = products.map(\.id)
        let unchanged: Bool = lastSavedIDs.withLock { last in
            if last == ids { return true }
            last = ids
            return false
        }
        if !unchanged {
            try? await store.save(CachedProducts(products: products, timestamp: clock.now()))
        }
        return products
    }
}
