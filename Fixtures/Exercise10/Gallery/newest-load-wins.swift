// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 4
// kind: other
// idea: (ProductRepositoryWithFallback.swift fixed as hint 3 says.) A cancelled load changes nothing on the screen, and since pull-to-refresh can start a second load while the first is still waiting, I number the loads and let only the newest one touch the screen, so a slow, older answer never overwrites a newer one.
// why: the newest load may be one that was cancelled or failed and showed nothing — load 1 starts, load 2 starts and is cancelled, load 1's repository answers: load 1 drops its products and the screen keeps the old ones, although clause 4 says a load shows the products when the repository answers.

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
    /// The number of the newest load: only it may change the screen.
    private var newestLoad = 0

    public nonisolated init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func load() async {
        newestLoad += 1
        let thisLoad = newestLoad
        do {
            let loaded = try await repository.loadAll()
            guard thisLoad == newestLoad else { return }
            products = loaded
            errorMessage = nil
        } catch where Task.isCancelled {
            // The user left: not an error, and nothing to change.
            return
        } catch {
            guard thisLoad == newestLoad else { return }
            errorMessage = "Something went wrong. Pull to try again."
        }
    }
}
