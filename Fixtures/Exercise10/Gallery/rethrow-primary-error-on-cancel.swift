// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 2
// kind: error-conversion
// idea: If the task was cancelled I just rethrow whatever the primary threw instead of falling back, so the caller sees the real error.
// why: It no longer asks the fallback, but a cancelled load now ends with the primary's own error (URLError(.cancelled), CatalogError…) instead of CancellationError, so callers take the cancellation for a failure.
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
            if Task.isCancelled {
                // Nobody wants the fallback any more: pass the primary's error on.
                throw error
            }
            return try await fallback.loadAll()
        }
    }
}
