// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 3
// kind: unstructured-task
// idea: I keep a generation counter, but I also move the network call into a `Task { }` so `refresh` never suspends the actor: no `await` in the method, so no reentrancy.
// why: `refresh` now returns before the catalog has arrived and can no longer throw: a caller that awaits it still sees the old products, and a failed load is silently dropped (the generation check inside the task does keep the latest word: the explorer runs that task's steps too).

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
        Task {
            let fresh = try await remote.loadAll()
            guard generation == mine else { return }
            products = fresh
        }
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        generation += 1
        products = []
    }
}
