// gallery: wrong
// replaces: CatalogListing.swift
// clause: 4
// kind: wrong-actor
// idea: The listing is what the screen shows, so I put it on the main actor: a @MainActor class is Sendable by itself, and I no longer need @unchecked Sendable.
// why: the background actor still has to build and change it, so `items` had to become nonisolated(unsafe): the class is still one shared instance, `var result = listing` still copies the reference, and the discount still rewrites the prices the screen is showing, from another actor, with the compiler told not to look.

/// What the catalog screen shows, built by the background processor from the three fetches.
/// It belongs to the screen, so it lives on the main actor.
@MainActor
public final class CatalogListing: Equatable {
    /// The background processor fills these in, so they must be reachable off the main actor.
    nonisolated(unsafe) public var items: [ListingItem]

    public nonisolated init(items: [ListingItem]) {
        self.items = items
    }

    public nonisolated static func == (lhs: CatalogListing, rhs: CatalogListing) -> Bool {
        lhs.items == rhs.items
    }
}
