// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 4
// kind: other
// idea: Pull-to-refresh can start a second load while one runs, so I keep an `isLoading` flag and ignore a load while it is set; a cancelled load returns at once and changes nothing, as the hint says.
// why: The cancelled load returns before it clears the flag, so the screen thinks a load is still running and ignores every load after it: the user comes back, pulls to refresh, and nothing ever changes again.
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
    private var isLoading = false

    public nonisolated init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func load() async {
        guard !isLoading else { return }
        isLoading = true
        do {
            let loaded = try await repository.loadAll()
            products = loaded
            errorMessage = nil
            isLoading = false
        } catch where Task.isCancelled {
            return
        } catch {
            errorMessage = "Something went wrong. Pull to try again."
            isLoading = false
        }
    }
}
