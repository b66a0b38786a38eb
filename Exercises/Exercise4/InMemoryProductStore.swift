import Catalog

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
        // TODO(Exercise4): the last save to arrive wins, even when it carries an older catalog
        // than the one already stored.
        cached = cache
    }

    public func load() -> CachedProducts? {
        cached
    }
}
