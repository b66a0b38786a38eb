// gallery: wrong
// replaces: CatalogViewModel.swift
// clause: 4
// kind: hang
// idea: No callback is set in `init` any more, so there is no cycle to break; `load()` installs a `[weak self]` callback that also resumes a continuation, and waits for that instead of the task.
// why: The continuation is resumed only if the loader calls back through the callback installed by *this* `load()`: a second `load()` replaces it, so the first caller's continuation is never resumed (that `await` hangs forever) while the replacement can be resumed twice (a crash), and a loader that stays silent on cancellation leaves the caller waiting too.

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
    }

    /// Loads the catalog and waits until the screen state is updated.
    public func load() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            loader.onComplete = { [weak self] result in
                self?.apply(result)
                continuation.resume()
            }
            loader.load()
        }
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
