// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 4
// kind: ignores-cancellation
// idea: @concurrent gets it off the main actor, and since checking for cancellation on every one of thousands of rows is wasteful, one check before the work starts is enough.
// why: Cancellation that arrives during the build (here, while the first row is laid out) is never seen. Every remaining row is still laid out, build returns normally, and show replaces what the screen showed.
import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
nonisolated public struct ListingBuilder: Sendable {
    private let renderer: any ListingRenderer

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order. Throws `CancellationError` if its caller was
    /// already cancelled: a half-built listing is of no use to anyone.
    @concurrent
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        // One check up front: a cancelled screen doesn't get a listing built for it.
        try Task.checkCancellation()
        return products
            .sorted(by: { $0.name < $1.name })
            .map { renderer.row(for: $0) }
    }
}
