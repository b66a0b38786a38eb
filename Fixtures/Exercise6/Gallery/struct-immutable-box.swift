// gallery: correct
// replaces: CatalogListing.swift
// kind: alternative
// idea: I want copies to be cheap and still independent, so the struct keeps its rows in an immutable box and every change puts the new rows in a new box.
// why: the box never changes after it is made (`let`, so the compiler checks it is Sendable without any @unchecked), so copies that share a box can never see each other's changes; a write replaces only this copy's box, and the screen's listing keeps its old prices.

/// What the catalog screen shows, built by the background processor from the three fetches.
/// A value: copies share an immutable box, and a change makes a new one.
public struct CatalogListing: Sendable, Equatable {
    private final class Box: Sendable {
        let items: [ListingItem]
        init(items: [ListingItem]) { self.items = items }
    }

    private var box: Box

    public var items: [ListingItem] {
        get { box.items }
        set { box = Box(items: newValue) }
    }

    public init(items: [ListingItem]) {
        self.box = Box(items: items)
    }

    public static func == (lhs: CatalogListing, rhs: CatalogListing) -> Bool {
        lhs.box === rhs.box || lhs.items == rhs.items
    }
}
