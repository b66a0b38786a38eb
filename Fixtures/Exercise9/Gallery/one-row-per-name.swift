// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 1
// kind: other
// idea: A listing shows each product once; keying the rows by name drops the duplicates the server sometimes sends, and @concurrent keeps the work off the main actor.
// why: Two products may share a name and still be two products (two ids, two prices): the screen must show every product's row, and this drops one of them.
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
        var seen: Set<String> = []
        for product in products.sorted(by: { $0.name < $1.name }) where seen.insert(product.name).inserted {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
