// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 4
// kind: unstructured-task
// idea: Task.detached never inherits the caller's actor, so wrapping the loop in Task.detached { }.value and awaiting it gets the work off the main actor for sure.
// why: The detached task is not a child of show's task. Cancelling show never reaches it, so its Task.checkCancellation() never fires, every row still gets laid out, and the screen swaps in the listing it should have dropped.
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
        let renderer = self.renderer
        // A detached task never runs on its creator's actor: the rows are laid out off the main actor.
        return try await Task.detached {
            var rows: [ListingRow] = []
            for product in products.sorted(by: { $0.name < $1.name }) {
                try Task.checkCancellation()
                rows.append(renderer.row(for: product))
            }
            return rows
        }.value
    }
}
