// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 3
// kind: wrong-actor
// idea: Lesson 002 does it with a BackgroundDataProcessor actor, and an actor is never the main actor, so if the builder is an actor its rows can't be laid out on the main actor.
// why: An actor with no state to protect still runs one call at a time, so a second build on the shared builder waits in the queue until the first one finishes. That breaks "two builds run at once".
import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
///
/// An actor has its own executor, which is never the main actor's, so `build(_:)` always
/// leaves the screen's actor.
public actor ListingBuilder {
    private let renderer: any ListingRenderer

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order. Throws `CancellationError` as soon as it sees
    /// that its caller was cancelled: a half-built listing is of no use to anyone.
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in products.sorted(by: { $0.name < $1.name }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
