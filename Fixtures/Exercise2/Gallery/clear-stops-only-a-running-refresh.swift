// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 4
// kind: partial
// idea: `clear()` is there to beat the refresh in flight, so it bumps the generation that refresh checks — and when no refresh is running it has nothing to beat, so it returns at once ("nothing to do").
// why: The early return skips the sign-out itself: on an idle store (every refresh has ended) `clear()` leaves the last catalog shown. Every overlap is right, so only the sign-out alone shows it.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var generation: UInt64 = 0
    private var running = 0

    public init() {}

    /// Replaces the products with the remote's current catalog, unless something newer
    /// happened while it waited.
    public func refresh(from remote: any ProductRepository) async throws {
        generation &+= 1
        let mine = generation
        running += 1
        defer { running -= 1 }
        let fresh = try await remote.loadAll()
        guard generation == mine else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out), overtaking the refresh in flight.
    public func clear() {
        guard running > 0 else { return }
        generation &+= 1
        products = []
    }
}
