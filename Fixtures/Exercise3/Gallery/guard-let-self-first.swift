// gallery: wrong
// replaces: ProductLoader.swift
// clause: 2
// kind: partial
// idea: The task captures `[weak self]` now, and I unwrap it once at the top with `guard let self` so the rest of the body reads as before.
// why: `guard let self` before the `await` turns the weak capture back into a strong reference for the whole wait: the loader stays alive until `loadAll()` returns, so it still can't be released mid-load (the weak capture only helps after the task ends).

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
        let task = Task { [weak self] in
            guard let self else { return }
            let result: Result<[Product], any Error>
            do {
                result = .success(try await self.repository.loadAll())
            } catch {
                result = .failure(error)
            }
            self.onComplete?(result)
        }
        self.task = task
        return task
    }
}
