// gallery: correct
// replaces: CatalogViewModel.swift
// kind: alternative
// idea: I ignore CancellationError, and for any other error I first check Task.isCancelled, because a cancelled repository may throw something else.
// why: A cancelled load leaves products and errorMessage untouched whatever the repository threw, while a real failure still shows the message and keeps the products; products that arrive anyway are shown.
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
        } catch is CancellationError {
            // The user left: nothing went wrong.
        } catch {
            // A cancelled dependency may throw an error of its own.
            guard !Task.isCancelled else { return }
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
