// gallery: wrong
// replaces: CatalogLoader.swift
// clause: 5
// kind: hang
// idea: I keep the background Task but wrap it in a continuation that the task resumes when the save is done, so load() waits for the save and a save error still can't fail the load.
// why: the continuation is resumed only when the save succeeds; when the save throws, the catch just logs and nobody ever resumes it, so load() never returns (a test with a failing store hangs), and the save is still an unowned Task that cancelling load() does not reach.

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
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task {
                do {
                    try await store.save(cache)
                    continuation.resume()
                } catch {
                    // A failed save must not fail the load: just note it.
                    print("CatalogLoader: saving the offline copy failed: \(error)")
                }
            }
        }
        return products
    }
}
