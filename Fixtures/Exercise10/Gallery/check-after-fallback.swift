// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 2
// kind: partial
// idea: After the fallback answers I check Task.checkCancellation(), so a cancelled load never hands back products and ends with CancellationError.
// why: The check comes after the request it was meant to prevent: a load cancelled while the primary waits still asks the fallback (and, nested, the backup server) before throwing.
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
            let products = try await fallback.loadAll()
            // If the caller left meanwhile, don't hand back products nobody wants.
            try Task.checkCancellation()
            return products
        }
    }
}
