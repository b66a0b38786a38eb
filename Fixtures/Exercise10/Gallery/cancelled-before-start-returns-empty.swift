// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 2
// kind: error-conversion
// idea: If the user already left before the load even starts, there is nothing to fetch: I return an empty list straight away, and otherwise check `Task.isCancelled` before each fallback.
// why: An empty list is an answer, not a cancellation: the caller is told "the catalog is empty" by a load that never asked anyone. A cancelled load must end with `CancellationError` (or with what a dependency answered anyway) wherever the cancellation finds it.
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
        guard !Task.isCancelled else { return [] }
        do {
            return try await primary.loadAll()
        } catch {
            try Task.checkCancellation()
            do {
                return try await fallback.loadAll()
            } catch {
                try Task.checkCancellation()
                throw error
            }
        }
    }
}
