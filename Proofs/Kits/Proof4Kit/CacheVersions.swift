import Catalog

/// Makes the version of Exercise 1 your proof is run against this time. The judge runs your
/// proof once per version — the fixed one, the broken one, every entry of the wrong-fix
/// gallery — and your proof never knows which it has: use it where a test would write
/// `InMemoryProductCache(policy:clock:)`, in your `makeSUT`.
///
/// ```swift
/// func makeSUT(_ versions: CacheVersions) -> (any ProductCaching, ManualClock) {
///     let clock = ManualClock()
///     return (versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock), clock)
/// }
/// ```
public struct CacheVersions: Sendable {
    private let makeCache: @Sendable (FreshnessPolicy, any Clock) -> any ProductCaching

    public init(cache: @escaping @Sendable (FreshnessPolicy, any Clock) -> any ProductCaching) {
        makeCache = cache
    }

    /// A new `InMemoryProductCache` of this version.
    public func cache(policy: FreshnessPolicy, clock: any Clock) -> any ProductCaching {
        makeCache(policy, clock)
    }
}
