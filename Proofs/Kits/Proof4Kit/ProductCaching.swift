import Catalog

/// Exercise 1's `InMemoryProductCache`, as every version of it has it: what your proof may call.
///
/// ```swift
/// let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
/// await cache.store([makeProduct("1")])
/// #expect(await cache.retrieve() == [makeProduct("1")])
/// ```
public protocol ProductCaching: Sendable {
    /// Keeps `products` as the catalog fetched now.
    func store(_ products: [Product]) async
    /// The cached products while they are fresh, or `nil`; counts a hit or a miss.
    func retrieve() async -> [Product]?
    /// Forgets the cached products (the hit/miss counts stay).
    func invalidate() async
    /// The hits and misses counted so far.
    func statistics() async -> CacheStatistics
}
