// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: partial
// idea: The closure captures `[weak self]`, so the cycle is gone; and `apply` only sets what each result carries — products on success, the message on failure — since the two are separate pieces of screen state.
// why: The message a failed load left stays after the next load succeeds: the user retries, the catalog appears, and "The catalog could not be loaded." is still shown above it.

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
        // The loader holds this closure; the closure holds the view model weakly, so the
        // ownership stays one way: screen -> view model -> loader -> closure.
        loader.onComplete = { [weak self] result in
            self?.apply(result)
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
        case .failure:
            errorMessage = "The catalog could not be loaded."
        }
    }
}
