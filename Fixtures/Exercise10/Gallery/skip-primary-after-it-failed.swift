// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 1
// kind: shared-state
// idea: When the remote has just failed, asking it again on the next load only makes the user wait for another failure: the composite remembers that the primary failed and goes straight to the fallback next time (and I check `Task.isCancelled` as the hints say).
// why: The composite is shared by every load: one load's failure now decides the next load's source, so a remote that is back gives the fallback's products instead of its own. The contract asks the primary first on every load.
import Catalog
import Synchronization

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
/// Composites nest: `remote → (local → backup)`.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository
    private let primaryFailed = Mutex(false)

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        if !primaryFailed.withLock({ $0 }) {
            do {
                return try await primary.loadAll()
            } catch {
                try Task.checkCancellation()
                primaryFailed.withLock { $0 = true }
            }
        }
        do {
            return try await fallback.loadAll()
        } catch {
            try Task.checkCancellation()
            throw error
        }
    }
}
