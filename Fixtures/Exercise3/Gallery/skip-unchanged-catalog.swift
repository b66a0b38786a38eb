// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: partial
// idea: weak self in the callback, and an answer with the same product ids as the screen already shows is skipped, since there is nothing to redraw.
// why: the answer is skipped whole, so the error message a failed load left between two answers of the same catalog stays on screen: a load that answers must clear an earlier load's error message (clause 5), whether or not its products changed.

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
            self?.apply(result)
        }
    }

    /// Loads the catalog and waits until the screen state is updated.
    public func load() async {
        await loader.load().value
    }

    private func apply(_ result: Result<[Product], any Error>) {
        switch result {
        case let .success(fresh):
            // Same catalog as on screen: nothing to redraw.
            guard fresh.map(\.id) != products.map(\.id) else { return }
            products = fresh
            errorMessage = nil
        case .failure:
            errorMessage = "The catalog could not be loaded."
        }
    }
}
