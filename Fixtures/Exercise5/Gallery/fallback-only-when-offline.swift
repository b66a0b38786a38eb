// gallery: wrong
// replaces: ProductRepositoryWithFallback.swift
// clause: 4
// kind: error-conversion
// idea: Drop @unchecked and fall back only on a CatalogError (the network being down), letting any other error surface instead of being hidden by the cache.
// why: the primary is any ProductRepository: it fails with errors of its own types too (a URLError, a decoding error), and the fallback's products are what a load returns when the primary fails, whatever it threw (clause 4): this composite throws the primary's error while a fresh cache waits.

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
        do {
            return try await primary.loadAll()
        } catch is CatalogError {
            return try await fallback.loadAll()
        }
    }
}
