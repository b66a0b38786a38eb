// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 2
// kind: ignores-cancellation
// idea: I check for cancellation at the start of loadAll(), so a cancelled load never gets as far as the primary or the fallback.
// why: The load is cancelled while it waits inside the primary, after the check has passed; the primary then throws, the catch takes it for a failure and asks the fallback.
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
        try Task.checkCancellation()
        do {
            return try await primary.loadAll()
        } catch {
            return try await fallback.loadAll()
        }
    }
}
