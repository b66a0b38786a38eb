// gallery: wrong
// replaces: ProductLoader.swift
// clause: 4
// kind: reused-reading
// idea: If a load is already in flight, a second `load()` just returns that same task instead of cancelling it and starting over, so overlapping loads both return and we never waste a request.
// why: The second `load()` is answered by the first request, so when the two overlap the screen shows the products of the first answer, not of the last one.
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
        if let task { return task }
        let task = Task { [weak self, repository] in
            let result: Result<[Product], any Error>
            do {
                result = .success(try await repository.loadAll())
            } catch {
                result = .failure(error)
            }
            guard !Task.isCancelled, let self else { return }
            self.task = nil
            self.onComplete?(result)
        }
        self.task = task
        return task
    }
}
