/// How often a cache answered from memory (hit) or not (miss): the app's hit-rate dashboard.
public struct CacheStatistics: Sendable, Equatable {
    public var hits: Int
    public var misses: Int

    public init(hits: Int = 0, misses: Int = 0) {
        self.hits = hits
        self.misses = misses
    }

    /// Every call to `retrieve()` is exactly one hit or one miss.
    public var lookups: Int { hits + misses }
}
