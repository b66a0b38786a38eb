// gallery: wrong
// replaces: CatalogScreen.swift
// clause: 4
// kind: other
// idea: With `build(_:)` now `@concurrent`, the screen empties its rows as soon as a new show starts, so the user never scrolls through the old catalog while the new one is built off the main actor, then shows the new rows.
// why: A show cancelled mid-build has already thrown away the rows the screen showed, so the screen ends up empty instead of keeping what it showed.
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

    /// Shows `products`, starting from a clean screen so old rows never mix with new ones.
    public func show(_ products: [Product]) async {
        rows = []
        guard let built = try? await builder.build(products) else { return }
        rows = built
    }
}
