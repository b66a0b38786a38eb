// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 4
// kind: reused-reading
// idea: The loader captures the view model weakly, as the hint says; and a retry should hide the old banner at once, so `load()` clears the error message when it starts instead of when products arrive.
// why: A message cleared at the start and never again outlives the answers: when a newer load() supersedes one in flight, the older load ends with CancellationError after both loads cleared the banner, sets it, and the newer load's products never take it down — the screen shows the catalog under "could not be loaded".

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
        errorMessage = nil
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
