// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 1
// kind: dropped-work
// idea: Two loads at once would write the store twice, so a load whose save would overlap one already running skips it: the store is busy anyway.
// why: the save that is skipped is the newer catalog's: of two overlapping loads only the older one is cached, and the next offline start shows it.

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
    /// True while a save is on its way.
    private let saving = Mutex(false)

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
        let first = saving.withLock { busy -> Bool in
            if busy { return false }
            busy = true
            return true
        }
        // A save is already on its way: the store is busy, this one can wait for the next load.
        guard first else { return products }
        defer { saving.withLock { $0 = false } }
        try? await store.save(cache)
        return products
    }
}
