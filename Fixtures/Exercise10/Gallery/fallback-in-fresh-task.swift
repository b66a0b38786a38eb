// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 3
// kind: unstructured-task
// idea: I check cancellation before falling back, then run the fallback in its own Task so it starts clean and isn't tangled up in the primary's failure.
// why: The unstructured Task does not inherit the caller's cancellation: a load cancelled while the fallback waits never tells the fallback, whose own composite then sees no cancellation and asks the backup anyway.
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
            try Task.checkCancellation()
            let fallbackLoad = Task { [fallback] in
                try await fallback.loadAll()
            }
            return try await fallbackLoad.value
        }
    }
}
