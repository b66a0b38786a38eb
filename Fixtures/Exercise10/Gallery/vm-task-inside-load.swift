// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: unstructured-task
// idea: I run the load in a Task inside load() and check Task.isCancelled in there before showing an error.
// why: The inner Task is not a child of the load: cancelling load() never reaches it, so Task.isCancelled stays false, the repository is never told, the fallbacks are asked and a failure still ends as an error message (and load() returns before anything is shown, breaking clause 4 too).
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
        Task {
            do {
                products = try await repository.loadAll()
                errorMessage = nil
            } catch where Task.isCancelled {
                // The user left: nothing to say.
            } catch {
                errorMessage = "Something went wrong. Pull to try again."
            }
        }
    }
}
