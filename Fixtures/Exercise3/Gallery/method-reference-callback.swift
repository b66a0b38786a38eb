// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 1
// kind: other
// idea: The closure `{ result in self.apply(result) }` was the cycle, so I drop the closure and hand the loader the method itself: `loader.onComplete = apply`, no `self` in sight.
// why: A method reference like `apply` (that is, `self.apply`) is a closure that captures `self` strongly, so the view model still owns the loader, which owns the callback, which owns the view model: the same cycle, just invisible.

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
        loader.onComplete = apply
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
