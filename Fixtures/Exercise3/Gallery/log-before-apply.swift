// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 5
// kind: foreign-await
// idea: The callback captures `[weak self]`, and since every screen result must reach the analytics log first, it records the result with the analytics actor and then applies it.
// why: The callback can't `await`, so the analytics call and the `apply` after it run in a new task: `load()` returns before the state is updated, and two loads whose analytics calls finish in the other order apply their results in the wrong order.

import Catalog

/// Receives what each catalog screen load produced.
actor ScreenAnalytics {
    static let shared = ScreenAnalytics()
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}

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
            Task {
                await ScreenAnalytics.shared.record("catalog loaded: \(result)")
                self?.apply(result)
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
