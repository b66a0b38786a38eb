// gallery: correct
// replaces: ListingBuilder.swift
// kind: alternative
// idea: The rows are laid out in the one child task of a throwing task group: a child closure is nonisolated, so it runs on the concurrent executor (or the task's preferred executor), never on the caller's actor; each build has its own group, so builds never queue; and a child is cancelled with its parent, so the loop's `checkCancellation` stops it.
// why: A child task of a group is structured: it runs off the caller's actor, each build in a group of its own (no turns), and cancelling show(_:) cancels it, so the loop's check stops it before the next row.
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
        return try await withThrowingTaskGroup(of: [ListingRow].self) { group in
            group.addTask {
                // A child task: off the caller's actor, cancelled with the caller.
                try Self.layOut(products, with: renderer)
            }
            return try await group.next() ?? []
        }
    }

    /// Synchronous, so it runs where the child task runs.
    private static func layOut(_ products: [Product], with renderer: any ListingRenderer) throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in products.sorted(by: { $0.name < $1.name }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
