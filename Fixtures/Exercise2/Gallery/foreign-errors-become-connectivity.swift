// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 3
// kind: error-conversion
// idea: The screen shows a message per CatalogError, so the store rethrows CatalogError and CancellationError as they are and reports anything else the remote throws as a connectivity failure.
// why: a refresh whose remote fails rethrows its error, whatever its type: the caller may tell a quota or an authentication error apart from a lost connection, and a store that renames it hides what happened (clause 3).

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

    public init() {}

    /// Replaces the products with the remote's current catalog, unless a newer refresh
    /// started or the store was cleared while this one was waiting for the remote.
    public func refresh(from remote: any ProductRepository) async throws {
        generation &+= 1
        let mine = generation
        let fresh: [Product]
        do {
            fresh = try await remote.loadAll()
        } catch let error as CatalogError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The screen has a message for each CatalogError: whatever else the remote throws
            // is a connection problem as far as the user is concerned.
            throw CatalogError.connectivity
        }
        guard generation == mine else { return }
        products = fresh
    }

    /// Forgets the session's products (sign-out) and invalidates every refresh in flight.
    public func clear() {
        generation &+= 1
        products = []
    }
}
