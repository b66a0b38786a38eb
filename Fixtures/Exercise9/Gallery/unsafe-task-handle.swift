// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 5
// kind: escape-hatch
// idea: Task.detached gets the work off the main actor and a cancellation handler forwards the cancel, but onCancel is @Sendable and can't capture the var holding the task, so I mark that var nonisolated(unsafe).
// why: The sources must keep no escape hatch, and nonisolated(unsafe) switches off the compiler's check on a var that onCancel really does read while the operation writes it: a data race. If the cancel lands before the assignment it is lost as well.
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
        // Set by the operation, read by the cancellation handler.
        nonisolated(unsafe) var work: Task<[ListingRow], any Error>? = nil
        return try await withTaskCancellationHandler {
            let task = Task.detached {
                var rows: [ListingRow] = []
                for product in products.sorted(by: { $0.name < $1.name }) {
                    try Task.checkCancellation()
                    rows.append(renderer.row(for: product))
                }
                return rows
            }
            work = task
            return try await task.value
        } onCancel: {
            work?.cancel()
        }
    }
}
