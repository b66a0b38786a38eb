// gallery: wrong
// replaces: CatalogListing.swift
// clause: 4
// kind: shared-state
// idea: CatalogListing is a struct now, so it crosses actors as a copy; I keep the rows in a small box class so that copying a listing of hundreds of rows stays cheap, like Array's copy-on-write.
// why: the copy-on-write half is missing (no isKnownUniquelyReferenced check, no new box on write): every copy of the struct points at the same box, so the discount's `var result = listing` still writes the screen's rows, and the box's `@unchecked Sendable` hides that race from the compiler.

/// What the catalog screen shows, built by the background processor from the three fetches.
public struct CatalogListing: Sendable, Equatable {
    /// Shared between copies so that copies are cheap.
    private final class Box: @unchecked Sendable {
        var items: [ListingItem]
        init(items: [ListingItem]) { self.items = items }
    }

    private let box: Box

    public var items: [ListingItem] {
        get { box.items }
        nonmutating set { box.items = newValue }
    }

    public init(items: [ListingItem]) {
        self.box = Box(items: items)
    }

    public static func == (lhs: CatalogListing, rhs: CatalogListing) -> Bool {
        lhs.items == rhs.items
    }
}
