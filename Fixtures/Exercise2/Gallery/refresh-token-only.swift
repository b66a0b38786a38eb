// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: partial
// idea: Lesson 000's token guard: each refresh takes a new token before the `await` and writes only if its token is still the latest, so an older refresh can't overwrite a newer one.
// why: It covers refresh-vs-refresh only: `clear()` never changes the token, so a refresh that resumes after a sign-out still finds its token current and brings the old session's products back.

import Catalog
import Foundation

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var refreshToken = UUID()

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        let token = UUID()
        refreshToken = token
        let fresh = try await remote.loadAll()
        guard refreshToken == token else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        products = []
    }
}
