// gallery: correct
// replaces: InMemoryProductStore.swift
// kind: alternative
// idea: Instead of an early return, every save keeps whichever of the new and the held catalog has the later stamp, the new one on a tie.
// why: the choice is made inside one synchronous actor call with no await, so no other save can slip in, and an older catalog can never replace a newer one whatever order the saves arrive in.

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

    public func save(_ cache: CachedProducts) {
        // The new catalog comes first, so `max(by:)` keeps it when the stamps are equal.
        cached = [cache, cached].compactMap { $0 }.max { $0.timestamp < $1.timestamp }
    }

    public func load() -> CachedProducts? {
        cached
    }
}
