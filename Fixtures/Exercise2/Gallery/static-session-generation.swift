// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 5
// kind: escape-hatch
// idea: Sign-out is app-wide, so the generation lives in one `static` counter every store agrees on; the compiler complained about the global `var`, so I marked it `nonisolated(unsafe)`.
// why: `nonisolated(unsafe)` hides a real data race (every store's actor bumps the same static from its own thread), and sharing it couples unrelated stores: a refresh or sign-out in one store makes another store drop a correct write, which the per-actor counter the compiler could check would not.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    nonisolated(unsafe) private static var generation = 0

    public private(set) var products: [Product] = []

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        Self.generation += 1
        let mine = Self.generation
        let fresh = try await remote.loadAll()
        guard Self.generation == mine else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        Self.generation += 1
        products = []
    }
}
