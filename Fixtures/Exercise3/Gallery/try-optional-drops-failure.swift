// gallery: wrong
// replaces: ProductLoader.swift
// clause: 6
// kind: error-conversion
// idea: With `try?` a cancelled or failed request simply produces no products, so the loader only calls back when it has something to show, and the weak captures fix the leak.
// why: A failed load never reaches `onComplete`, so the view model never learns about the failure and no error message is shown.
import Catalog

/// Loads the catalog in the background and calls `onComplete` with the result (lesson 003).
@MainActor
public final class ProductLoader {
    /// Called on the main actor when a load finishes.
    public var onComplete: ((Result<[Product], any Error>) -> Void)?

    private let repository: any ProductRepository
    private var task: Task<Void, Never>?

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    deinit {
        // Nobody is left to tell: stop the work.
        task?.cancel()
    }

    /// Starts loading; returns the task so a caller can wait for it.
    @discardableResult
    public func load() -> Task<Void, Never> {
        task?.cancel()
        let task = Task { [weak self, repository] in
            guard let products = try? await repository.loadAll() else { return }
            guard !Task.isCancelled else { return }
            self?.onComplete?(.success(products))
        }
        self.task = task
        return task
    }
}
