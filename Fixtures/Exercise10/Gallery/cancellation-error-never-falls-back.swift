// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 1
// kind: error-conversion
// idea: A primary that throws CancellationError, or a task that is cancelled, means the caller left: either way the composite ends as a cancellation instead of asking the fallback.
// why: a dependency can end with CancellationError while nobody cancelled this load (a shared request another caller cancelled, a framework that gave up); then the primary failed, and the composite must give the fallback's products (clause 1). `Task.isCancelled` says whether the caller left, the error's type does not.

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
        } catch where error is CancellationError || Task.isCancelled {
            // The caller left (the primary said so, or the task is cancelled): not a failure
            // of the primary, so no fallback.
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
