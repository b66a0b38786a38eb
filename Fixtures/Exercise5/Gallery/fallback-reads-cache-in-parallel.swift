// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 5
// kind: reused-reading
// idea: I start reading the fallback in an `async let` child while the primary is in flight, so when a slow network finally fails the cached products are already there; it stays structured, so cancellation still reaches both, and the fallback's error is still the one thrown when both fail.
// why: The local repository reads the clock and judges freshness when it *starts*, not when the primary fails: a cache 298 s old when the load began and 302 s old when the network fails 4 s later is returned anyway, so a stale cache is returned (clause 5); it also misses a cache saved by an overlapping load in the meantime.

import Catalog

/// Composite (lesson 004): the primary's products, or the fallback's when the primary fails.
public nonisolated final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository

    public init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    public func loadAll() async throws -> [Product] {
        // A child task, not a `Task { }`: it is cancelled with the load, and awaited (and
        // cancelled) when we return the primary's products.
        async let fallbackOutcome = Self.outcome(of: fallback)
        do {
            return try await primary.loadAll()
        } catch {
            return try await fallbackOutcome.get()
        }
    }

    private static func outcome(of repository: any ProductRepository) async -> Result<[Product], any Error> {
        do {
            return .success(try await repository.loadAll())
        } catch {
            return .failure(error)
        }
    }
}
