// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 2
// kind: partial
// idea: Cancellation throws CancellationError, so if I let that one through and fall back on every other error, a cancelled load won't reach the fallback.
// why: A cancelled dependency may throw an error of its own (or URLError(.cancelled)) instead of CancellationError; that error lands in the general catch, so the cancelled load still asks the fallback.
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
        } catch let cancellation as CancellationError {
            // Cancelled, not failed: pass it on.
            throw cancellation
        } catch {
            return try await fallback.loadAll()
        }
    }
}
