// gallery: wrong
// replaces: ProductLoader.swift
// clause: 6
// kind: error-conversion
// idea: A CancellationError means this load was replaced by a newer one or the screen went away, so the loader drops it instead of reporting a failure nobody asked about.
// why: the error's type says what the repository threw, not who was cancelled: a repository (or something beneath it) can end a call with CancellationError while nobody cancelled this load, and then the load failed and the screen shows no error message (clause 6). Ask `Task.isCancelled`, the load's own state.

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
            } catch is CancellationError {
                // A cancelled load was replaced by a newer one, or the screen went away:
                // nobody is waiting for its answer.
                return
            } catch {
                result = .failure(error)
            }
            self?.onComplete?(result)
        }
        self.task = task
        return task
    }
}
