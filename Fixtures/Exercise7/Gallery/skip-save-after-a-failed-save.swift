// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 1
// kind: reused-reading
// idea: A store whose last save failed is probably still failing (a full disk), so the load after a failed save skips its save instead of waiting for another failure; the load after that tries again.
// why: what the last save met is not what this one will: the store may have room again, and every load saves what it returns (clause 1); the load after a failed save returns products it never saved, and the cache keeps the older catalog.

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
    /// Whether the last load's save failed.
    private let lastSaveFailed = Mutex(false)

    public init(remote: any ProductRepository, store: any ProductStore, clock: any Clock) {
        self.remote = remote
        self.store = store
        self.clock = clock
    }

    public func load() async throws -> [Product] {
        let products = try await remote.loadAll()
        let cache = CachedProducts(products: products, timestamp: clock.now())
        // A store whose last save failed is likely still failing (a full disk): this load
        // skips its save rather than wait for another failure; the next one tries again.
        let skip = lastSaveFailed.withLock { failed in
            defer { failed = false }
            return failed
        }
        if skip { return products }
        do {
            try await store.save(cache)
        } catch {
            // A failed save must not fail the load.
            lastSaveFailed.withLock { $0 = true }
        }
        return products
    }
}
