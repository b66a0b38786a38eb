// gallery: correct
// replaces: ProductRepositoryWithFallback.swift
// kind: alternative
// idea: A catch where Task.isCancelled comes first and throws CancellationError, both for the primary and for the fallback, so a cancelled load never falls back and always ends as a cancellation.
// why: Whatever error a cancelled dependency throws, the cancelled task ends with CancellationError and asks no further fallback; uncancelled failures still fall back, and the fallback's own error still propagates when both fail.
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
        } catch where Task.isCancelled {
            // The caller left: not a failure of the primary.
            throw CancellationError()
        } catch {
            do {
                return try await fallback.loadAll()
            } catch where Task.isCancelled {
                // Cancelled while the fallback waited: end as what it is.
                throw CancellationError()
            }
        }
    }
}
