// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: partial
// idea: Cancelled work throws CancellationError, so I catch that one first and show nothing for it; every other error is a real failure.
// why: Not every dependency throws CancellationError when cancelled: URLSession throws URLError(.cancelled), others an error of their own. Cancelled while such a repository waits, load() still lands in the second catch and says something went wrong; `Task.isCancelled` tells, not the error's type.
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
            // The user left the screen: nothing to show.
        } catch {
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
