// gallery: wrong
// replaces: ProductLoader.swift
// clause: 3
// kind: reused-reading
// idea: Capture what the task needs, not `self`: the repository and the `onComplete` callback, so the task holds no reference to the loader at all.
// why: The task calls the callback it read when the load started, even after the loader was released and its `deinit` cancelled the task, and it ignores a callback set after `load()`; the loader promised to stop telling anyone once it is gone.

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
        let task = Task { [repository, onComplete] in
            let result: Result<[Product], any Error>
            do {
                result = .success(try await repository.loadAll())
            } catch {
                result = .failure(error)
            }
            onComplete?(result)
        }
        self.task = task
        return task
    }
}
