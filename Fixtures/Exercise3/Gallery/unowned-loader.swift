// gallery: wrong
// replaces: ProductLoader.swift
// clause: 3
// kind: other
// idea: `[unowned self]` breaks the strong reference like `weak` does but without the optional dance, and the loader always outlives its own task anyway because `deinit` cancels it.
// why: Cancelling doesn't stop a `loadAll()` that ignores cancellation: when it returns after the loader was released, `self.onComplete` touches a freed object and the app traps, so the test (whose request never answers) passes while the real app crashes on a slow network.

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
        let task = Task { [unowned self, repository] in
            let result: Result<[Product], any Error>
            do {
                result = .success(try await repository.loadAll())
            } catch {
                result = .failure(error)
            }
            self.onComplete?(result)
        }
        self.task = task
        return task
    }
}
