// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: other
// idea: A cancelled load isn't an error, so I reset the screen to a clean state: no error message and no products.
// why: The error message stays away, but a cancelled load wipes the products the screen showed, so the user comes back to an empty catalog; a cancelled load must change nothing.
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

    public func load() async {
        do {
            products = try await repository.loadAll()
            errorMessage = nil
        } catch where Task.isCancelled {
            // Cancelled: start clean next time.
            products = []
            errorMessage = nil
        } catch {
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
