import Catalog

/// Makes the version of Exercise 1 your proof is run against this time. The judge runs your
/// proof once per version — the fixed one, the broken one, every entry of the wrong-fix
/// gallery — and your proof never knows which it has: use it where a test would write
/// `InMemoryProductCache(policy:clock:)`, in your `makeSUT`.
///
/// `cache(policy:clock:)` awaits: a version may be a cache a student put on the main actor,
/// whose initializer runs there.
///
/// ```swift
/// func makeSUT(_ versions: CacheVersions) async -> (any ProductCaching, ManualClock) {
///     let clock = ManualClock()
///     return (await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock), clock)
/// }
/// ```
public struct CacheVersions: Sendable {
    private let makeCache: @Sendable (FreshnessPolicy, any Clock) async -> any ProductCaching
    /// The type this version makes, `Module.InMemoryProductCache` (the judge checks its module).
    public let madeType: String

    public init<Cache: ProductCaching>(cache: @escaping @Sendable (FreshnessPolicy, any Clock) async -> Cache) {
        makeCache = { await cache($0, $1) }
        madeType = String(reflecting: Cache.self)
    }

    /// A new `InMemoryProductCache` of this version.
    public func cache(policy: FreshnessPolicy, clock: any Clock) async -> any ProductCaching {
        await makeCache(policy, clock)
    }
}
