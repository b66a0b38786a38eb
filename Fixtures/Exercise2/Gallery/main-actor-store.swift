// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: wrong-actor
// idea: An actor lets other calls in at every `await`; the main actor is one serial thread, so if the store lives on `@MainActor` a sign-out can't sneak into the middle of a refresh.
// why: The main actor is an actor too: it also runs other work while `refresh` is suspended at `await remote.loadAll()`, so `clear()` and a newer refresh still run in between and the stale write still happens; and now a data store sits on the UI thread.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
@MainActor
public final class SessionProductStore {
    public private(set) var products: [Product] = []

    public nonisolated init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        let fresh = try await remote.loadAll()
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        products = []
    }
}
