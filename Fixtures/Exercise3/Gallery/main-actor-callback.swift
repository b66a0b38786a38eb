// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 1
// kind: wrong-actor
// idea: The compiler complained about `self` in the callback, so I marked the closure `@MainActor`: the view model and the callback live on the same actor, so capturing `self` is safe now.
// why: isolation is about who may run the code, not about who owns whom: the loader still holds the closure, the closure holds the view model, and the view model holds the loader — a cycle on the main actor is still a cycle, and the screen's view model is never released.

import Catalog

/// The catalog screen's state (lesson 003): products, or an error message.
@MainActor
public final class CatalogViewModel {
    public private(set) var products: [Product] = []
    public private(set) var errorMessage: String?

    private let loader: ProductLoader

    public init(repository: any ProductRepository) {
        loader = ProductLoader(repository: repository)
        loader.onComplete = { @MainActor result in
            self.apply(result)
        }
    }

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
