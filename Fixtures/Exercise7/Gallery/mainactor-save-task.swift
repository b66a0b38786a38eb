// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 2
// kind: wrong-actor
// idea: ThreadSanitizer reported a race between the save and the next test's setUp, so I run the save on the main actor, where the tests run too: the two can no longer touch the store at the same time.
// why: the actor only serializes the save with other main-actor work; it is still a Task nobody owns, so it still runs after load() has returned, into the next test's store, and cancelling load() still does not cancel it: the race report goes away, the bug stays.

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
        // Serialized with the UI (and the tests) on the main actor: no more race.
        Task { @MainActor in
            try? await store.save(cache)
        }
        return products
    }
}
