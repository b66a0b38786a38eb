// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 4
// kind: reused-reading
// idea: I marked build(_:) @concurrent and, since every screen shares one builder, it remembers the last listing it built: the same products again get the same rows back without laying out thousands of rows a second time — and with nothing to lay out there is nothing to cancel.
// why: a show of a list the builder has already built, cancelled before it starts, returns the remembered rows instead of throwing, so the screen replaces what it showed although its list was not empty and no row had been laid out (clause 4).

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
    /// The last listing built, shared by every copy of this builder (every screen).
    private let lastListing = LastListing()

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order. Throws `CancellationError` as soon as it sees
    /// that its caller was cancelled: a half-built listing is of no use to anyone.
    @concurrent
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        if let rows = await lastListing.rows(for: products) {
            // Already built: nothing to lay out, so nothing half-built either.
            return rows
        }
        var rows: [ListingRow] = []
        for product in products.sorted(by: { $0.name < $1.name }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        await lastListing.remember(rows, for: products)
        return rows
    }
}

/// The last products built and their rows. An actor: builds on many screens share it, and
/// it is held only for a lookup, never during a build.
private actor LastListing {
    private var products: [Product]?
    private var rows: [ListingRow] = []

    func rows(for products: [Product]) -> [ListingRow]? {
        self.products == products ? rows : nil
    }

    func remember(_ rows: [ListingRow], for products: [Product]) {
        self.products = products
        self.rows = rows
    }
}
