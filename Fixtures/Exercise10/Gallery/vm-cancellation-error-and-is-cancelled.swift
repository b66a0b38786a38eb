// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 4
// kind: error-conversion
// idea: I ignore CancellationError, and for any other error I first check Task.isCancelled, because a cancelled repository may throw something else.
// why: a repository can end with CancellationError while nobody cancelled this load (a shared request another caller cancelled, a framework that gave up): the load failed, and the screen must show the error message (clause 4); ignoring the error type leaves the screen with no products and no message. `Task.isCancelled` alone says whether the user left.

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
