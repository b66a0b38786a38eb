// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 4
// kind: reused-reading
// idea: A primary that just failed is likely still down, so the load after a failure goes straight to the fallback and gives the network a rest; the one after that tries the network again.
// why: what the last load saw is not what this one will: the network may be back, and the contract gives the primary's products whenever it answers (clause 4); the load after a failure returns the cache, or fails, while the network would have answered.

import Catalog
import Synchronization

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository
    /// Whether the primary failed on the last load.
    private let primaryFailedLast = Mutex(false)

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        // The primary failed on the last load: give it a rest, this load goes to the fallback.
        let resting = primaryFailedLast.withLock { failed in
            defer { failed = false }
            return failed
        }
        if resting { return try await fallback.loadAll() }
        do {
            return try await primary.loadAll()
        } catch {
            primaryFailedLast.withLock { $0 = true }
            return try await fallback.loadAll()
        }
    }
}
