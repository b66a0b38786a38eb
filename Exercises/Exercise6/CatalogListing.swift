/// What the catalog screen shows, built by the background processor from the three fetches.
// TODO(Exercise6): a class is shared by reference. The coordinator shows this instance on the
// main actor and hands *the same instance* to the background actor, which changes it while
// the screen reads it; `@unchecked Sendable` told the compiler not to mind. Lesson 002:
// what crosses an actor boundary should be a Sendable value (a DTO).
public nonisolated final class CatalogListing: @unchecked Sendable {
    public var items: [ListingItem]

    public init(items: [ListingItem]) {
        self.items = items
    }
}
