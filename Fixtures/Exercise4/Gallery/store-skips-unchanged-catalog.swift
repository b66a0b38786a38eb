// gallery: wrong
// replaces: InMemoryProductStore.swift
// clause: 5
// kind: dropped-work
// idea: Saving the same catalog again is wasted work, so the store keeps what it holds when the products did not change.
// why: the stamp is part of what is saved: the same catalog loaded again keeps its old stamp, so the cache ends with the first load's stamp, not the catalog *and stamp* of the load that started last (clause 5), and goes stale 300 s after the first load instead of the last.

import Catalog

/// The last catalog saved, in memory (lesson 001's store "serialised in an actor").
///
/// An actor, so two saves never run at the same time, *and* a rule for which one wins: a
/// save older than what is stored is ignored. The actor alone would let whichever save
/// arrives last win.
public actor InMemoryProductStore: ProductStore {
    private var cached: CachedProducts?

    public init(cached: CachedProducts? = nil) {
        self.cached = cached
    }

    public func save(_ cache: CachedProducts) {
        if let cached, cached.timestamp > cache.timestamp || cached.products == cache.products { return }
        cached = cache
    }

    public func load() -> CachedProducts? {
        cached
    }
}
