// gallery: correct
// replaces: SessionProductStore.swift
// kind: alternative
// idea: Every call takes a ticket from a counter when it starts; the store remembers the ticket of what it shows, and a refresh writes only if its ticket is newer than that (a sign-out shows "empty" with its own ticket), so the screen never goes back in time.
// why: Tickets follow start order, `clear()` records its ticket as it empties the store, and a write happens only for a newer ticket, checked and written with no `await` in between: the last-started call always ends up shown, while an older refresh may still show its catalog until the newer one answers, but never after it.

import Catalog

/// The products of the signed-in session (lesson 000, actor reentrancy).
///
/// `refresh(from:)` loads the catalog from the remote; `clear()` runs when the user
/// signs out. Being an actor, it never runs two calls *at the same time*, but while
/// `refresh` is suspended at its `await`, other calls run.
public actor SessionProductStore {
    public private(set) var products: [Product] = []
    /// The last ticket handed out, in start order.
    private var lastTicket = 0
    /// The ticket of the call whose result `products` shows.
    private var shownTicket = 0

    public init() {}

    /// Replaces the products with the remote's current catalog.
    public func refresh(from remote: any ProductRepository) async throws {
        lastTicket += 1
        let ticket = lastTicket
        let fresh = try await remote.loadAll()
        guard ticket > shownTicket else { return }
        shownTicket = ticket
        products = fresh
    }

    /// Forgets the session's products (sign-out).
    public func clear() {
        lastTicket += 1
        shownTicket = lastTicket
        products = []
    }
}
