// gallery: correct
// replaces: InMemoryProductCache.swift
// kind: alternative
// idea: I keep a class but put all its state in one `Mutex<State>` from the Synchronization module and do every call inside one `withLock`, so the class is plain `Sendable` with no `@unchecked`.
// why: `Mutex` is `Sendable` and only hands its state out inside `withLock`, so the compiler itself checks there is no other path to the `var`s, and each call (clock read included) is one indivisible step, as the probe requires.

import Catalog
import Foundation
import Synchronization

/// An in-memory catalog cache with a time to live (lesson 000), shared by every screen
/// that shows products, and counting its hits and misses for the hit-rate dashboard.
///
/// Many tasks call it at once: the catalog screen, the prefetcher, the search screen.
public final class InMemoryProductCache: Sendable {
    private struct State {
        var products: [Product] = []
        var storedAt: Date?
        var hits = 0
        var misses = 0
    }

    private let policy: FreshnessPolicy
    private let clock: any Clock
    private let state = Mutex(State())

    public init(policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300), clock: any Clock = SystemClock()) {
        self.policy = policy
        self.clock = clock
    }

    /// Keeps `products` as the catalog fetched now.
    public func store(_ products: [Product]) async {
        state.withLock { state in
            state.products = products
            state.storedAt = clock.now()
        }
    }

    /// The cached products while they are fresh, or `nil`; counts a hit or a miss.
    public func retrieve() async -> [Product]? {
        state.withLock { state in
            guard let storedAt = state.storedAt,
                  policy.isFresh(now: clock.now(), lastUpdatedAt: storedAt) else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            return state.products
        }
    }

    /// Forgets the cached products (the hit/miss counts stay).
    public func invalidate() async {
        state.withLock { state in
            state.products = []
            state.storedAt = nil
        }
    }

    /// The hits and misses counted so far.
    public func statistics() async -> CacheStatistics {
        state.withLock { state in
            CacheStatistics(hits: state.hits, misses: state.misses)
        }
    }
}
