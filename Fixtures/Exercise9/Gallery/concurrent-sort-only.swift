// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 2
// kind: partial
// idea: Sorting thousands of products is the slow part, so I moved the sort into a @concurrent helper; laying out a row is quick, it can stay where it was.
// why: Only the sort left the main actor: `build(_:)` is still `nonisolated(nonsending)`, so when the main-actor screen calls it every row is laid out on the main actor, and the renderer (text layout, price formatting) is where the time goes.
import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
nonisolated public struct ListingBuilder: Sendable {
    private let renderer: any ListingRenderer

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order. Throws `CancellationError` as soon as it sees
    /// that its caller was cancelled: a half-built listing is of no use to anyone.
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in await sortedByName(products) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }

    @concurrent
    private func sortedByName(_ products: [Product]) async -> [Product] {
        products.sorted(by: { $0.name < $1.name })
    }
}
