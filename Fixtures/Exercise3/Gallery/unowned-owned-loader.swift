// gallery: correct
// replaces: CatalogViewModel.swift
// kind: alternative
// idea: The loader is private and only the view model owns it, so the callback can never outlive the view model: `[unowned self]` states exactly that, with no optional to unwrap.
// why: The callback is stored only in the loader, the loader only in this view model, and both run on the main actor, so whenever the callback runs the view model is alive; `unowned` breaks the cycle and would still trap loudly (not corrupt memory) if that ownership ever changed.

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
        loader.onComplete = { [unowned self] result in
            self.apply(result)
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
