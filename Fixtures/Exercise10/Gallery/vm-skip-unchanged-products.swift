// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 4
// kind: reused-reading
// idea: When the repository answers the very products the screen shows, nothing changed, so load() returns without touching the screen.
// why: the products are not all the screen shows: a load that failed in between kept those products and put up the error message, and the next load answering the same products returns early with the message still there (clause 4: a load that answers shows the products and no error).

import Catalog

/// The catalog screen's model (lesson 002's coordinator): loads on the main actor and
/// publishes the products, or what went wrong. The screen cancels `load()` when the user
/// leaves it.
@MainActor
public final class CatalogViewModel {
    public private(set) var products: [Product] = []
    /// What the screen says when a load fails.
    public private(set) var errorMessage: String?

    private let repository: any ProductRepository

    public nonisolated init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// A cancelled load is not a failed one: the user left, and nothing went wrong. It
    /// changes nothing on the screen, whatever the repository threw when it was cancelled
    /// (`Task.isCancelled` tells, not the error's type).
    public func load() async {
        do {
            let loaded = try await repository.loadAll()
            // The same products as on screen: nothing to update.
            if loaded == products { return }
            products = loaded
            errorMessage = nil
        } catch where Task.isCancelled {
            return
        } catch {
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
