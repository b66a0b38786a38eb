// gallery: correct
// replaces: ProductRepositoryWithFallback.swift
// kind: alternative
// idea: Before falling back I ask whether this task was cancelled with try Task.checkCancellation(), whatever the primary threw.
// why: It decides by Task.isCancelled, not by the error's type: a cancelled load throws CancellationError without asking the fallback, a real failure still falls back (and the fallback's error propagates); nested, the inner composite does the same check for the local cache.
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
            // Threw because the caller left? Then this is no failure: end as a cancellation.
            try Task.checkCancellation()
            return try await fallback.loadAll()
        }
    }
}
