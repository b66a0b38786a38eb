import Catalog

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
/// Composites nest: `remote → (local → backup)`.
///
/// A primary that fails because its caller was cancelled has not failed: nobody waits for
/// products any more, so the fallback is not asked, and the load ends with
/// `CancellationError` — whatever the primary threw (URLSession throws `URLError.cancelled`,
/// others an error of their own). `Task.isCancelled` tells, not the error's type. The same
/// holds while the fallback waits.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        do {
            return try await primary.loadAll()
        } catch {
            try Task.checkCancellation()
            do {
                return try await fallback.loadAll()
            } catch {
                // Cancelled while the fallback waited: a cancellation, whatever it threw.
                try Task.checkCancellation()
                throw error
            }
        }
    }
}
