// gallery: wrong
// replaces: ProductLoader.swift
// clause: 3
// kind: partial
// idea: A finished load has nothing left to cancel, so its task drops the loader's handle when it ends: the loader never holds a task that is already over.
// why: the handle belongs to the newest load, not to the one that ends: load A ends (cancelled by load B, or answered) after B started and clears B's handle, so when the screen lets the loader go, its deinit cancels nothing and B's request runs on for nobody (clause 3: a loader that is gone cancels its load).

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
        // The task holds the repository, not the loader: while `loadAll()` is in flight the
        // loader can be released, and its `deinit` cancels the work. `self` is only looked
        // up (weakly) once the result is in.
        let task = Task { [weak self, repository] in
            let result: Result<[Product], any Error>
            do {
                result = .success(try await repository.loadAll())
            } catch {
                result = .failure(error)
            }
            self?.onComplete?(result)
            // Done: nothing is left to cancel.
            self?.task = nil
        }
        self.task = task
        return task
    }
}
