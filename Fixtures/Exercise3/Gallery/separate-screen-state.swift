// gallery: correct
// replaces: CatalogViewModel.swift
// kind: alternative
// idea: The callback only needs somewhere to put the result, so I move the screen state into a small `ScreenState` object that the view model and the callback both hold; the callback never sees the view model.
// why: The arrows now are view model → loader → callback → state and view model → state, with nothing pointing back to the view model, so there is no cycle; the update still happens inside the loader's task on the main actor, so `load()` returns with the state already set.

import Catalog

/// What the catalog screen shows (lesson 003). The screen owns the view model; the view
/// model owns its loader.
@MainActor
public final class CatalogViewModel {
    /// The screen's state, kept apart so the loader's callback can update it without
    /// holding the view model.
    @MainActor
    private final class ScreenState {
        var products: [Product] = []
        var errorMessage: String?

        func apply(_ result: Result<[Product], any Error>) {
            switch result {
            case let .success(products):
                self.products = products
                errorMessage = nil
            case .failure:
                errorMessage = "The catalog could not be loaded."
            }
        }
    }

    public var products: [Product] { state.products }
    public var errorMessage: String? { state.errorMessage }

    private let state = ScreenState()
    private let loader: ProductLoader

    public init(repository: any ProductRepository) {
        loader = ProductLoader(repository: repository)
        loader.onComplete = { [state] result in
            state.apply(result)
        }
    }

    /// Loads the catalog and waits until the screen state is updated.
    public func load() async {
        await loader.load().value
    }
}
