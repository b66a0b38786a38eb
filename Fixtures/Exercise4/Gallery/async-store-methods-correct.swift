// gallery: correct
// replaces: InMemoryProductStore.swift
// kind: alternative
// idea: `ProductStore` declares `save` and `load` as `async`, so I declare them `async` too, and a save writes only a catalog stamped no earlier than the one held.
// why: `async` changes nothing for callers outside the actor (every call to it is awaited already) and adds no suspension inside: the check and the write still run in one piece of actor work, so an older catalog never replaces a newer one.

import Catalog

/// The last catalog saved, in memory (lesson 001's store "serialised in an actor").
///
/// An actor: two saves never run at the same time. Of the catalogs saved, it keeps the one
/// with the latest stamp (the one whose request was sent last).
public actor InMemoryProductStore: ProductStore {
    private var cached: CachedProducts?

    public init(cached: CachedProducts? = nil) {
        self.cached = cached
    }

    public func save(_ cache: CachedProducts) async {
        if let cached, cached.timestamp > cache.timestamp { return }
        cached = cache
    }

    public func load() async -> CachedProducts? {
        cached
    }
}
