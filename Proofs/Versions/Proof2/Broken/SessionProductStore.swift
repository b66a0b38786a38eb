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
        let fresh = try await remote.loadAll()
        // TODO(Exercise2): while this refresh was suspended at the `await` above, the user
        // may have signed out (`clear()`) or a newer refresh may have finished. This line
        // writes anyway, bringing back data that should be gone or older than what is shown.
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        products = []
    }
}
