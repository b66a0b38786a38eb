// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 6
// kind: ignores-cancellation
// idea: I used a generation counter that clear() also bumps, and since some networks answer even after their task is cancelled I also skip the write when my own task was cancelled, returning quietly just as the guard does for an overtaken refresh.
// why: A refresh its caller cancelled, on a network that answers anyway, returns normally without writing and without throwing: it neither "ends as its network did" (returns with its catalog shown) nor throws CancellationError, so when it is the last call the caller sees success while the store still shows the old products.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []

    private var generation = 0

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        generation += 1
        let mine = generation

        let fresh = try await remote.loadAll()

        // Overtaken by a newer refresh or a sign-out, or nobody wants this answer any
        // more: drop it.
        guard generation == mine, !Task.isCancelled else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        generation += 1
        products = []
    }
}
