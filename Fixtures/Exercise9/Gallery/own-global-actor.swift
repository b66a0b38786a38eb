// gallery: wrong
// replaces: ListingBuilder.swift
// clause: 3
// kind: wrong-actor
// idea: @MainActor pins code to the main thread, so I declare my own @ListingActor global actor and pin build to it, and the listing gets a background lane of its own.
// why: A global actor is still one serial actor shared by every caller, so two screens' builds take turns on ListingActor and the second one waits for the first. Cancellation and staying off the main actor both still work.
import Catalog

/// The listing's own background lane: whatever is marked `@ListingActor` runs off the main actor.
@globalActor
public actor ListingActor {
    public static let shared = ListingActor()
}

/// Builds the catalog screen's rows (lesson 002's "background processing"): thousands of
/// products, each laid out by the renderer, so it must not run on the main actor.
nonisolated public struct ListingBuilder: Sendable {
    private let renderer: any ListingRenderer

    public init(renderer: any ListingRenderer) {
        self.renderer = renderer
    }

    /// The rows for `products`, in name order. Throws `CancellationError` as soon as it sees
    /// that its caller was cancelled: a half-built listing is of no use to anyone.
    @ListingActor
    public func build(_ products: [Product]) async throws -> [ListingRow] {
        var rows: [ListingRow] = []
        for product in products.sorted(by: { $0.name < $1.name }) {
            try Task.checkCancellation()
            rows.append(renderer.row(for: product))
        }
        return rows
    }
}
