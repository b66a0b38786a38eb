// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 2
// kind: error-conversion
// idea: A refresh that a later call overtook should tell its caller so, in words of its own: it throws `RefreshOvertaken`, which says exactly what happened, rather than a `CancellationError` nobody asked for.
// why: the caller's code already knows what `CancellationError` means (nothing to show, nothing to report); an error of a new type reads as a failure — a refresh whose network answered must deliver its products, or, overtaken, may throw `CancellationError` instead, and nothing else.

import Catalog

/// Thrown by a refresh that a later refresh or `clear()` overtook while it waited.
public struct RefreshOvertaken: Error {}

/// The products of the signed-in session (lesson 000, actor reentrancy).
public actor SessionProductStore {
    public private(set) var products: [Product] = []

    /// Bumped by every refresh and every clear.
    private var generation: UInt64 = 0

    public init() {}

    /// Replaces the products with the remote's current catalog; a refresh overtaken while it
    /// waited says so by throwing `RefreshOvertaken`.
    public func refresh(from remote: any ProductRepository) async throws {
        generation &+= 1
        let mine = generation
        let fresh = try await remote.loadAll()
        guard generation == mine else { throw RefreshOvertaken() }
        products = fresh
    }

    /// Forgets the session's products (sign-out) and invalidates every refresh in flight.
    public func clear() {
        generation &+= 1
        products = []
    }
}
