// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 2
// kind: partial
// idea: The remote uses URLSession, so I treat both CancellationError and URLError(.cancelled) as cancellation and fall back on anything else.
// why: It still decides by the error's type: a cancelled dependency that throws an error of its own (say CatalogError.connectivity) is taken for a failure, and the cancelled load asks the fallback.
import Catalog
import Foundation

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
        } catch is CancellationError {
            throw CancellationError()
        } catch let urlError as URLError where urlError.code == .cancelled {
            // URLSession's way of saying "cancelled".
            throw CancellationError()
        } catch {
            return try await fallback.loadAll()
        }
    }
}
