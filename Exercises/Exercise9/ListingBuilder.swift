import Catalog

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings for a new app
/// target: main-actor isolation by default (SE-0466) and approachable concurrency, which
/// includes `NonisolatedNonsendingByDefault` (SE-0461). The builder says `nonisolated` to get
/// its work off the main actor, as it did in Swift 6.0, where a `nonisolated async` function
/// always left its caller's actor.
// TODO(Exercise9): with approachable concurrency a `nonisolated async` function runs on its
// caller's actor: when the main-actor screen asks for a listing, every row is laid out on the
// main actor, and the screen freezes while it builds. Get the work off the caller's actor
// without making builds take turns, and keep it cancellable by whoever asked for it.
nonisolated public struct ListingBuilder: Sendable {
    private let renderer: any ListingRenderer

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order. Throws `CancellationError` as soon as it sees
    /// that its caller was cancelled: a half-built listing is of no use to anyone.
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in products.sorted(by: { $0.name < $1.name }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
