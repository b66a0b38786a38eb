// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 7
// kind: escape-hatch
// idea: `weak` costs a side table and an optional on every call; `[unowned(unsafe) self]` breaks the cycle with a plain pointer, and the view model outlives its own loader anyway.
// why: `unowned(unsafe)` switches off even the runtime check: if the callback ever runs after the view model is gone it reads freed memory silently instead of trapping, a promise the compiler and runtime can no longer check when `[weak self]` (or plain `unowned`) would have.

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
        loader.onComplete = { [unowned(unsafe) self] result in
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
