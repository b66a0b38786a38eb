// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 3
// kind: error-conversion
// idea: Every refresh and clear() bumps a generation, and a refresh writes only if the generation is still its own; when an old refresh's network fails, a newer call has taken over anyway, so its error no longer matters and it just returns.
// why: A refresh whose remote fails must rethrow its error, overtaken or not: its caller is still waiting for an answer and now believes the refresh succeeded. Only the write depends on being the latest call, not what the caller is told.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var generation: UInt64 = 0

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        generation &+= 1
        let mine = generation
        let fresh: [Product]
        do {
            fresh = try await remote.loadAll()
        } catch {
            guard generation == mine else { return }
            throw error
        }
        guard generation == mine else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        generation &+= 1
        products = []
    }
}
