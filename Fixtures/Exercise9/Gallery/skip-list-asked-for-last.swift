// gallery: wrong
// replaces: CatalogScreen.swift
// clause: 1
// kind: reused-reading
// idea: The screen remembers the list it was last asked to show, and a show of that same list again returns at once: its rows are already on screen.
// why: what the screen was asked for is not what it shows: a show cancelled before its rows were built kept the old rows, and the next show of the same list, not cancelled, returns without building, so the screen never shows that list's rows (clause 1).

import Catalog

/// The catalog screen (lesson 002's coordinator). In this target it is `@MainActor` without
/// saying so: main-actor isolation is the default (SE-0466).
public final class CatalogScreen {
    /// What the screen shows.
    public private(set) var rows: [ListingRow] = []

    private let builder: ListingBuilder
    /// The list the last `show(_:)` was asked for.
    private var lastAskedFor: [Product]?

    public init(builder: ListingBuilder) {
        self.builder = builder
    }

    /// Shows `products`. A cancelled `show` (the user went on to another screen) keeps what
    /// the screen showed.
    public func show(_ products: [Product]) async {
        // Asked for the list it already shows (a pull to refresh, a tab tapped twice): the
        // rows are there, no need to lay out thousands of them again.
        if products == lastAskedFor { return }
        lastAskedFor = products
        guard let built = try? await builder.build(products) else { return }
        rows = built
    }
}
