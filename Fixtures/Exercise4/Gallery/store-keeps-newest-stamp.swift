// gallery: wrong
// replaces: InMemoryProductStore.swift
// clause: 5
// kind: other
// idea: The store never lets the stamp go backwards: it keeps the newest of the two stamps, so the cache can never look older than the newest catalog it has seen.
// why: the older catalog's products still replace the newer ones, and now they carry the newer stamp, so old prices stay in the cache and even look fresher than they are.

import Catalog
import Foundation

/// The last catalog saved, in memory (lesson 001's store "serialised in an actor").
///
/// An actor: two saves never run at the same time. That alone does not say *which* save
/// should win when they arrive in the wrong order.
public actor InMemoryProductStore: ProductStore {
    private var cached: CachedProducts?

    public init(cached: CachedProducts? = nil) {
        self.cached = cached
    }

    public func save(_ cache: CachedProducts) {
        guard let current = cached else {
            cached = cache
            return
        }
        cached = CachedProducts(products: cache.products, timestamp: max(current.timestamp, cache.timestamp))
    }

    public func load() -> CachedProducts? {
        cached
    }
}
