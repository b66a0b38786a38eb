import Catalog

/// The cache as a repository: its products while they are fresh (lesson 001's policy).
public nonisolated struct LocalProductRepository: ProductRepository {
    /// Nothing cached, or what is cached is too old to show.
    public struct NoFreshCache: Error, Equatable {
        public init() {}
    }

    private let store: any ProductStore
    private let policy: FreshnessPolicy
    private let clock: any Clock

    public init(store: any ProductStore, policy: FreshnessPolicy, clock: any Clock) {
        self.store = store
        self.policy = policy
        self.clock = clock
    }

    public func loadAll() async throws -> [Product] {
        guard let cached = try await store.load(), policy.isFresh(now: clock.now(), lastUpdatedAt: cached.timestamp) else {
            throw NoFreshCache()
        }
        return cached.products
    }
}
