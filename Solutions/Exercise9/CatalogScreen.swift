import Catalog

/// The catalog screen (lesson 002's coordinator). In this target it is `@MainActor` without
/// saying so: main-actor isolation is the default (SE-0466).
public final class CatalogScreen {
    /// What the screen shows.
    public private(set) var rows: [ListingRow] = []

    private let builder: ListingBuilder

    public init(builder: ListingBuilder) {
        self.builder = builder
    }

    /// Shows `products`. A cancelled `show` (the user went on to another screen) keeps what
    /// the screen showed.
    public func show(_ products: [Product]) async {
        guard let built = try? await builder.build(products) else { return }
        rows = built
    }
}
