import Catalog

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
/// Composites nest: `remote → (local → backup)`.
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
            // TODO(Exercise10): every error is taken for a failure of the primary — also the
            // one it throws because the caller was cancelled. A cancelled load then asks the
            // fallback (and its fallback), for products nobody is waiting for.
            return try await fallback.loadAll()
        }
    }
}
