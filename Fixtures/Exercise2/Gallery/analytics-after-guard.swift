// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: foreign-await
// idea: Generation counter as in the hint, and once the guard has passed I report the refresh to the analytics actor before writing, so the dashboard counts only refreshes that really apply.
// why: The `await` on the analytics actor comes after the check and before the write: `clear()` or a newer refresh can run right there, and the write then goes ahead on a check that is no longer true; check and write must have no `await` between them.

import Catalog

/// Counts catalog refreshes for the product analytics dashboard.
actor RefreshAnalytics {
    static let shared = RefreshAnalytics()
    private(set) var appliedRefreshes = 0

    func recordApplied(productCount: Int) {
        appliedRefreshes += 1
    }
}

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
        guard generation == mine else { return }
        await RefreshAnalytics.shared.recordApplied(productCount: fresh.count)
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        generation += 1
        products = []
    }
}
