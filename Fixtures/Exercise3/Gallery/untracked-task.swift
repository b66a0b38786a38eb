// gallery: wrong
// replaces: ProductLoader.swift
// clause: 3
// kind: ignores-cancellation
// idea: With `[weak self, repository]` the task can't keep the loader alive and can't call a dead loader, so keeping the task and cancelling it in `deinit` is just leftover bookkeeping: I return the task without storing it.
// why: Nobody can cancel the request any more: when the screen goes away the load keeps running to the end, and a second `load()` no longer cancels the first, so an older answer that arrives last overwrites the newer catalog.

import Catalog

/// Loads the catalog in the background and calls `onComplete` with the result (lesson 003).
@MainActor
public final class ProductLoader {
    /// Called on the main actor when a load finishes.
    public var onComplete: ((Result<[Product], any Error>) -> Void)?

    private let repository: any ProductRepository

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// Starts loading; returns the task so a caller can wait for it.
    @discardableResult
    public func load() -> Task<Void, Never> {
        Task { [weak self, repository] in
            let result: Result<[Product], any Error>
            do {
                result = .success(try await repository.loadAll())
            } catch {
                result = .failure(error)
            }
            self?.onComplete?(result)
        }
    }
}
