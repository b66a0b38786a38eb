// gallery: correct
// replaces: ProductLoader.swift
// kind: alternative
// idea: A load that was cancelled (by a newer load, or by deinit) reports nothing: after a failure the loader asks whether its own task was cancelled.
// why: `Task.isCancelled` is this load's own state, so a superseded load stays quiet (clause 4 lets its answer be dropped) while a CancellationError nobody asked for is still a failure the screen shows (clause 6).

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
                // Cancelled by a newer load or by deinit: nobody is waiting for this answer.
                // Whether this task was cancelled is the question, not which error came back.
                if Task.isCancelled { return }
                result = .failure(error)
            }
            self?.onComplete?(result)
        }
        self.task = task
        return task
    }
}
