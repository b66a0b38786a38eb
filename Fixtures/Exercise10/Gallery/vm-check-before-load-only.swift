// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: partial
// idea: If the screen's task is already cancelled I return straight away, so a cancelled load never gets to set an error message.
// why: The load is cancelled while it waits for the repository, after the guard has passed; the repository then throws CancellationError and the catch shows "Something went wrong".
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
        guard !Task.isCancelled else { return }
        do {
            products = try await repository.loadAll()
            errorMessage = nil
        } catch {
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
