// gallery: correct
// replaces: ProductLoader.swift
// kind: alternative
// idea: The task reaches the loader only through a weak reference: it borrows the repository for a moment before the await and looks the loader up again afterwards through a small `deliver` method, so nothing strong crosses the wait and a cancelled load stays silent.
// why: Nothing strong to the loader crosses the await, so the screen can let it go mid-load and its deinit cancels the task; the answer reaches the view model only through the loader, looked up weakly once it is in; every load() returns with its own task.
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
            // A strong reference for this one statement only, released before the await.
            guard let repository = self?.repository else { return }
            let result: Result<[Product], any Error>
            do {
                result = .success(try await repository.loadAll())
            } catch {
                result = .failure(error)
            }
            self?.deliver(result)
        }
        self.task = task
        return task
    }

    /// Runs on the main actor, in the task that finished; a superseded or abandoned load says nothing.
    private func deliver(_ result: Result<[Product], any Error>) {
        guard !Task.isCancelled else { return }
        onComplete?(result)
    }
}
