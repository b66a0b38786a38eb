// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: hang
// idea: If refreshes never overlap there is nothing to interleave, so each refresh first waits for the previous one to finish before it calls the network.
// why: A refresh now waits on another refresh that waits on the network: refresh B never reaches `loadAll()` while A's answer is pending, so a driver that waits for B to be at the network (or answers B first) waits forever; and it still does nothing about `clear()`, nor does the last-started refresh get the last word when the earlier one fails.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var lastRefresh: Task<Void, any Error>?

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        let previous = lastRefresh
        let mine = Task {
            _ = try? await previous?.value
            let fresh = try await remote.loadAll()
            products = fresh
        }
        lastRefresh = mine
        try await mine.value
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        products = []
    }
}
