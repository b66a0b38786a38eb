// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 1
// kind: other
// idea: I marked build(_:) @concurrent and, instead of sorting the products, I lay the rows out as they come and sort the finished rows by their title — what the user reads, and it starts with the product's name.
// why: the title is whatever the renderer makes of a product, not its name: with a renderer whose title is not the name the rows come out in title order, and even with the app's "name — price" titles "Tea cake — 2" sorts before "Tea — 3" ("c" < "—") although "Tea" < "Tea cake" (clause 1).

import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings for a new app
/// target: main-actor isolation by default (SE-0466) and approachable concurrency, which
/// includes `NonisolatedNonsendingByDefault` (SE-0461). `@concurrent` says what the old
/// `nonisolated async` meant: run off the caller's actor.
nonisolated public struct ListingBuilder: Sendable {
    private let renderer: any ListingRenderer

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order. Throws `CancellationError` as soon as it sees
    /// that its caller was cancelled: a half-built listing is of no use to anyone.
    @concurrent
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        rows.reserveCapacity(products.count)
        for product in products {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        // Order what the user sees by what the user reads: the title starts with the name.
        return rows.sorted { $0.title < $1.title }
    }
}
