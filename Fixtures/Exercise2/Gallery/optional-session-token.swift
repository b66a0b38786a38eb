// gallery: correct
// replaces: SessionProductStore.swift
// kind: alternative
// idea: Each refresh stamps a fresh `UUID` as "the current request", and sign-out sets the current request to `nil`; after the `await`, a refresh writes only if its own `UUID` is still the current one.
// why: Every call that starts replaces the current request (a newer refresh with its own id, `clear()` with `nil`), and the check and the write run with no `await` between them, so only the call that started last can still match and write.

import Catalog
import Foundation

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    /// The refresh whose answer may still be written, if any.
    private var currentRequest: UUID?

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        let request = UUID()
        currentRequest = request
        let fresh = try await remote.loadAll()
        guard currentRequest == request else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        currentRequest = nil
        products = []
    }
}
