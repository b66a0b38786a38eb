// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: reused-reading
// idea: "A failed refresh keeps the products shown": each refresh remembers what the store showed when it started and puts it back if its network fails, and a refresh that answers writes only if no newer call started.
// why: The products it remembered can be out of date by the time the network fails: a clear() (sign-out) that started after it has emptied the store, and the failed refresh puts the signed-out user's catalog back. Keeping the products shown means not writing at all.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var generation: UInt64 = 0

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        generation &+= 1
        let mine = generation
        let shown = products
        do {
            let fresh = try await remote.loadAll()
            guard generation == mine else { return }
            products = fresh
        } catch {
            products = shown
            throw error
        }
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        generation &+= 1
        products = []
    }
}
