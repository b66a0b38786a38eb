// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 4
// kind: unstructured-task
// idea: Detached is a code smell, so I use a plain Task { } and await its value, which starts the work in a new task away from the screen and still keeps the priority.
// why: Task { } is still an unstructured task, not a child of show's task, so cancelling show never cancels it: its checkCancellation never fires, every row is laid out, and the screen takes the result (whichever executor the closure lands on).
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
        // Lay the rows out in a task of their own and wait for it.
        let layout = Task {
            var rows: [ListingRow] = []
            for product in products.sorted(by: { $0.name < $1.name }) {
                try Task.checkCancellation()
                rows.append(renderer.row(for: product))
            }
            return rows
        }
        return try await layout.value
    }
}
