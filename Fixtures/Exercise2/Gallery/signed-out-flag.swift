// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: partial
// idea: The sign-out bug is the one users report, so `clear()` sets a `signedOut` flag, each refresh resets it when it starts, and after the `await` a refresh writes only if nobody signed out meanwhile.
// why: It covers refresh-vs-clear only: two refreshes in flight both see `signedOut == false`, so the one that started first but answers last still overwrites the newer catalog (and a refresh started after a sign-out re-arms the older one too).

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var signedOut = false

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        signedOut = false
        let fresh = try await remote.loadAll()
        guard !signedOut else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        signedOut = true
        products = []
    }
}
