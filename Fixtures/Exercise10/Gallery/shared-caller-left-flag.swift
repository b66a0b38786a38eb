// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 1
// kind: shared-state
// idea: Once the caller has left, nobody should ask the fallback: I note it in the composite when a load sees it was cancelled, and every load checks that note before it falls back.
// why: one composite serves every load, so the note one cancelled load leaves is read by the others: a load whose caller is still there, whose primary fails, throws CancellationError instead of asking the fallback (clause 1), and its screen shows nothing.
import Catalog
import Synchronization

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
/// Composites nest: `remote → (local → backup)`.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository
    /// Set when a load sees its caller has gone: nobody waits for the fallback's products.
    private let callerLeft = Mutex(false)

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        callerLeft.withLock { $0 = false }
        do {
            return try await primary.loadAll()
        } catch {
            if Task.isCancelled { callerLeft.withLock { $0 = true } }
            if callerLeft.withLock({ $0 }) { throw CancellationError() }
            do {
                return try await fallback.loadAll()
            } catch {
                if Task.isCancelled { callerLeft.withLock { $0 = true } }
                if callerLeft.withLock({ $0 }) { throw CancellationError() }
                throw error
            }
        }
    }
}
