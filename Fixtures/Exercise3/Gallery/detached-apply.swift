// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: wrong-actor
// idea: I capture `[weak self]` to break the cycle, and since the loader calls back on the main actor I move the state update off it into a detached task so the UI never waits for `apply`.
// why: The state belongs to the main actor, so the detached task only hops back there later: `load()` returns before `products` and `errorMessage` are set, breaking its promise "waits until the screen state is updated" (and the update can land after a newer load's).

import Catalog

/// What the catalog screen shows (lesson 003). The screen owns the view model; the view
/// model owns its loader.
@MainActor
public final class CatalogViewModel {
    public private(set) var products: [Product] = []
    public private(set) var errorMessage: String?

    private let loader: ProductLoader

    public init(repository: any ProductRepository) {
        loader = ProductLoader(repository: repository)
        loader.onComplete = { [weak self] result in
            Task.detached {
                await self?.apply(result)
            }
        }
    }

    /// Loads the catalog and waits until the screen state is updated.
    public func load() async {
        await loader.load().value
    }

    private func apply(_ result: Result<[Product], any Error>) {
        switch result {
        case let .success(products):
            self.products = products
            errorMessage = nil
        case .failure:
            errorMessage = "The catalog could not be loaded."
        }
    }
}
