// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 2
// kind: wrong-actor
// idea: build is a method on the value the main-actor screen owns, so I move the loop into a nonisolated static helper that touches no instance at all, and then nothing ties it to the main actor.
// why: Under NonisolatedNonsendingByDefault a nonisolated async function runs on its caller's actor, whether it is static or not. build runs on the main actor when the screen calls it, and so does the helper it calls, so every row is still laid out on the main actor.
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
        try await Self.layOut(products.sorted(by: { $0.name < $1.name }), with: renderer)
    }

    /// The heavy part, cut loose from any instance (and so from any actor).
    nonisolated private static func layOut(
        _ products: [Product],
        with renderer: any ListingRenderer
    ) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in products {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
