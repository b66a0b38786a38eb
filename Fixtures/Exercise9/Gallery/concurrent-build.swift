// gallery: correct
// replaces: ListingBuilder.swift
// kind: alternative
// idea: nonisolated now means "run on my caller's actor", so I say what I meant in the first place and mark build @concurrent.
// why: An @concurrent function runs on the concurrent executor whoever calls it and is no actor, so it stays off the main actor and builds never take turns (2, 3). It is still an ordinary async call inside show's task, so show's cancellation reaches the per-row check, and the struct stays compiler-checked Sendable (4, 5).
import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
///
/// This target is built with approachable concurrency (`NonisolatedNonsendingByDefault`,
/// SE-0461), so a plain `nonisolated async` function would run on its caller's actor. `build`
/// says `@concurrent`: off the caller's actor, on the concurrent executor, and still part of
/// the caller's task.
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
        for product in products.sorted(by: { $0.name < $1.name }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
