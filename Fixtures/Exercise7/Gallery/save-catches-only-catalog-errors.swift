// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 5
// kind: error-conversion
// idea: `try?` hides every error, even ones I never meant to ignore, so I catch exactly the store's failures I know of — a `CatalogError` — and let anything unexpected reach the caller, where someone will see it.
// why: the store is any `ProductStore`: its save may fail with an error of its own type (a disk's, a database's), and a failed save must not fail the load whatever it throws (clause 5): this load throws the store's error, and the user loses the fresh products the network answered.

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
        // Awaited, so the save is part of load(). A save that fails as the store says it can
        // (a CatalogError) is not the user's problem; anything else is a bug worth surfacing.
        do {
            try await store.save(cache)
        } catch is CatalogError {
            // The fresh products still go to the user.
        }
        return products
    }
}
