// gallery: wrong
// replaces: ProductLoader.swift
// clause: 2
// kind: unstructured-task
// idea: A `Task { }` inherits the context and captures `self`; `Task.detached` doesn't inherit anything, so the loader is not kept alive, and I hop back with `MainActor.run` to call `onComplete`.
// why: "Detached" is about isolation and priority, not captures: the closure still names `self` strongly (in `MainActor.run { self.onComplete … }`), so the loader is kept alive until `loadAll()` returns and its `deinit`, which cancels the work, never runs while a load is in flight.

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
        let task = Task.detached { [repository] in
            let result: Result<[Product], any Error>
            do {
                result = .success(try await repository.loadAll())
            } catch {
                result = .failure(error)
            }
            await MainActor.run {
                self.onComplete?(result)
            }
        }
        self.task = task
        return task
    }
}
