// gallery: correct
// replaces: ListingBuilder.swift
// kind: alternative
// idea: I leave the public build as it is and move the heavy loop into a private @concurrent helper, so only the part that does the work is pinned off the caller's actor.
// why: build starts on the caller's actor, but all it does there is await the @concurrent helper, which sorts and lays out every row on the concurrent executor with no actor to queue behind (2, 3). The helper runs in the same task, so the per-row check sees show's cancellation (4).
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
        try await layOut(products)
    }

    /// The heavy part. `@concurrent`: it leaves whatever actor `build` was called on, but stays
    /// in the caller's task, so cancellation still reaches it.
    @concurrent
    private func layOut(_ products: [Product]) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in products.sorted(by: { $0.name < $1.name }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
