/// What the catalog screen shows, built by the background processor from the three fetches.
///
/// A struct: a value that crosses actor boundaries as a copy (lesson 002's DTO). The
/// background actor's `var result = listing` is its own copy, so the screen's never changes
/// under it, and the compiler checks that `Sendable` holds, with nothing to trust.
public nonisolated struct CatalogListing: Sendable, Equatable {
    public var items: [ListingItem]

    public init(items: [ListingItem]) {
        self.items = items
    }
}
