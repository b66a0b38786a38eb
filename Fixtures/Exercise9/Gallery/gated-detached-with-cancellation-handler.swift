// gallery: correct
// replaces: ListingBuilder.swift
// kind: other
// idea: Task.detached gets the work off the main actor but loses the caller's cancellation, so I forward cancellation with withTaskCancellationHandler and keep the detached task waiting until that handler is installed.
// why: The rows are laid out off the main actor, one detached task per build (2, 3), and onCancel cancels that task as soon as show is cancelled. The gate stops any row from being laid out before the handler is installed, which closes the naive version's race (a row laid out after show was cancelled but before the cancel was forwarded), so clause 4 holds with no escape hatch; priority, task-locals and executor preference are lost, and the contract asks for none of them.
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
        // The detached task lays out nothing until the gate opens, and the gate opens only
        // once the cancellation handler below is in place.
        let (gate, openGate) = AsyncStream.makeStream(of: Void.self)
        let work = Task.detached {
            for await _ in gate {}
            var rows: [ListingRow] = []
            for product in products.sorted(by: { $0.name < $1.name }) {
                try Task.checkCancellation()
                rows.append(renderer.row(for: product))
            }
            return rows
        }
        return try await withTaskCancellationHandler {
            openGate.finish()
            return try await work.value
        } onCancel: {
            work.cancel()
        }
    }
}
