import Catalog

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
// TODO(Exercise5): a class of `let`s of Sendable types needs no `@unchecked`.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository, @unchecked Sendable {
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
            return try await fallback.loadAll()
        }
    }
}
