// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: ignores-cancellation
// idea: I keep the in-flight load as a task; a new refresh or a sign-out cancels it, and after the `await` I check `Task.isCancelled` before writing.
// why: `Task.isCancelled` asks about the task running `refresh` (the caller), not the load task that `clear()` cancelled; and a remote that ignores cancellation still answers, so the cancelled refresh passes the check and writes stale products.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var inFlight: Task<[Product], any Error>?

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        inFlight?.cancel()
        let load = Task { try await remote.loadAll() }
        inFlight = load
        let fresh = try await load.value
        guard !Task.isCancelled else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        inFlight?.cancel()
        inFlight = nil
        products = []
    }
}
