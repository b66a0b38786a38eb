// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 4
// kind: dropped-work
// idea: A newer load brings a newer catalog, so the save of an older load still in flight is wasted work: each load keeps its save in a task it awaits (cancelling load() cancels it), remembers it behind a Mutex, and calls off the save before it.
// why: The older load is still waiting for that save and its caller never cancelled anything: the store gets half a write, or none, while a load() returns as if it had saved — clause 4 says only cancelling load() may cancel its save.

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
    /// The save in flight, so that a newer load can call it off.
    private let saveInFlight = Mutex<Task<Void, Never>?>(nil)

    public init(remote: any ProductRepository, store: any ProductStore, clock: any Clock) {
        self.remote = remote
        self.store = store
        self.clock = clock
    }

    public func load() async throws -> [Product] {
        let products = try await remote.loadAll()
        let cache = CachedProducts(products: products, timestamp: clock.now())
        let store = self.store
        let save = Task { _ = try? await store.save(cache) }
        saveInFlight.withLock { previous in
            previous?.cancel()
            previous = save
        }
        await withTaskCancellationHandler {
            await save.value
        } onCancel: {
            save.cancel()
        }
        return products
    }
}
