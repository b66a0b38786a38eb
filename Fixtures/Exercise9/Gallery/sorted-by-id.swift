// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 1
// kind: other
// idea: Products come from the server already numbered in catalog order, so sorting by id is the stable, cheap way to get the listing in order, and @concurrent gets it off the main actor.
// why: An id is not a name: products numbered in another order than their names show out of name order (the contract model's lists have ids that do not follow the names).
import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings for a new app
/// target: main-actor isolation by default (SE-0466) and approachable concurrency, where a
/// `nonisolated async` function runs on its caller's actor (SE-0461). `build` says
/// `@concurrent`: it always runs off its caller's actor, on the concurrent executor (or the
/// task's preferred executor, SE-0417), as a `nonisolated async` function did before Swift 6.2.
/// Two builds run at once — a stateless actor would only make them take turns — and, called
/// with `await`, `build` stays part of its caller's task: cancelling the caller cancels the
/// build.
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
        for product in products.sorted(by: { $0.id < $1.id }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
