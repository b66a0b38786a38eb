// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 4
// kind: partial
// idea: `@concurrent` gets the build off the main actor, and when the caller is cancelled the loop stops laying out rows at once and hands back what it has so far, which is gentler than throwing.
// why: The half-built listing comes back as a success, so the cancelled `show` replaces what the screen showed with a truncated list instead of keeping it.
import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
nonisolated public struct ListingBuilder: Sendable {
    private let renderer: any ListingRenderer

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order, laid out on the concurrent executor (SE-0461).
    /// Stops as soon as its caller is cancelled.
    @concurrent
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in products.sorted(by: { $0.name < $1.name }) {
            if Task.isCancelled { break }
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
