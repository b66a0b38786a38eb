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
        // TODO(Exercise3): this task captures `self` strongly and keeps it until `loadAll()`
        // returns. A screen that goes away while the network is slow cannot release its
        // loader, and `deinit` (which would cancel the work) never runs.
        let task = Task {
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
