// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: reused-reading
// idea: Every refresh and clear() bump a generation, and a refresh that finds the remote answering exactly what it answered last time skips the write: nothing changed.
// why: what the remote answered last time is not what the store shows now: a clear() in between emptied it, so the later refresh that started last, answering the same catalog again, must still write it; skipping leaves the store empty while the latest word was that catalog (clause 1).

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run, so a refresh checks after its
/// `await` that it is still the latest word before it writes.
public actor SessionProductStore {
    public private(set) var products: [Product] = []

    /// Bumped by every refresh *and* every clear: a refresh that resumes and finds a
    /// different generation knows something newer happened while it was suspended.
    /// (The lesson's token guard only changes on refresh, so a clear() is still overwritten.)
    private var generation: UInt64 = 0

    /// The catalog the last refresh wrote, so an unchanged answer is not written again.
    private var lastFetched: [Product]?

    public init() {}

    /// Replaces the products with the remote's current catalog, unless a newer refresh
    /// started or the store was cleared while this one was waiting for the remote.
    public func refresh(from remote: any ProductRepository) async throws {
        generation &+= 1
        let mine = generation
        let fresh = try await remote.loadAll()
        guard generation == mine else { return }
        // The remote answered what it answered last time: nothing changed, nothing to write.
        if fresh == lastFetched { return }
        lastFetched = fresh
        products = fresh
    }

    /// Forgets the session's products (sign-out) and invalidates every refresh in flight.
    public func clear() {
        generation &+= 1
        products = []
    }
}
