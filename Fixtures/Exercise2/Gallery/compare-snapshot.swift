// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: reused-reading
// idea: Before the `await` I remember what `products` was; after it, I write only if `products` is still the same, so I know nobody cleared or refreshed the store while I waited.
// why: Comparing values can't tell "nothing happened" from "something happened and left the same value": a `clear()` on a store that was already empty, or a newer refresh that is still in flight, leaves `products` unchanged, so the old refresh still writes (ABA).

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        let before = products
        let fresh = try await remote.loadAll()
        guard products == before else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        products = []
    }
}
