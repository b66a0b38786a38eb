// gallery: wrong
// replaces: LocalProductRepository.swift
// clause: 5
// kind: other
// idea: The policy object is one more thing to pass around: a cache is fresh for five minutes, so I compare its age with 300 seconds myself.
// why: "fresh for 300 s" means younger than 300 s: at exactly 300 s the cache is stale, and `<=` serves it (and the policy the composition was given is ignored).

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
        guard let cached = try await store.load(), clock.now().timeIntervalSince(cached.timestamp) <= 300 else {
            throw NoFreshCache()
        }
        return cached.products
    }
}
