// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 5
// kind: reused-reading
// idea: When the new listing has the very rows the screen already shows, nothing changed: sync() keeps the listing it has and skips the update.
// why: the rows are not all the screen shows: a sync that failed in between left its error message, and the next sync answering the same catalog returns early with that error still on the screen (clause 5: a sync that succeeds shows no error).

import Catalog
import Foundation

/// The catalog screen's coordinator (lesson 002): on the main actor, it syncs through the
/// network actor and the background actor and publishes what the screen shows.
@MainActor
public final class CatalogSyncCoordinator {
    public private(set) var listing: CatalogListing?
    /// What the screen says when a sync fails.
    public private(set) var errorMessage: String?

    private let network: NetworkProcessor
    private let background: BackgroundDataProcessor

    public nonisolated init(network: NetworkProcessor, background: BackgroundDataProcessor) {
        self.network = network
        self.background = background
    }

    /// Fetches products, prices and stock at once, and publishes the listing or an error
    /// message. The three fetches are child tasks of a throwing task group: the first one to
    /// fail ends the group, which cancels the others and waits for them, whichever fetch it
    /// is; cancelling `sync()` cancels all three. Nothing outlives `sync()`. (With `async let`
    /// a failure is seen only when that fetch is awaited: a failed `stock` would wait for
    /// `products` and `prices` to answer first — SE-0317.)
    public func sync() async {
        let network = self.network
        do {
            var products: [Product] = []
            var prices: [String: Decimal] = [:]
            var stock: [String: Int] = [:]
            try await withThrowingTaskGroup(of: Fetched.self) { group in
                group.addTask { .products(try await network.fetchProducts()) }
                group.addTask { .prices(try await network.fetchPrices()) }
                group.addTask { .stock(try await network.fetchStock()) }
                for try await fetched in group {
                    switch fetched {
                    case let .products(value): products = value
                    case let .prices(value): prices = value
                    case let .stock(value): stock = value
                    }
                }
            }
            let fresh = await background.makeListing(products: products, prices: prices, stock: stock)
            // The catalog has not changed since the last sync: keep the listing shown.
            if let listing, listing.items == fresh.items { return }
            listing = fresh
            errorMessage = nil
        } catch {
            errorMessage = SyncFailure.message(for: error)
        }
    }

    /// Lowers every price shown by `percent`, computed off the main actor.
    public func applyDiscount(_ percent: Int) async {
        guard let listing else { return }
        self.listing = await background.discounted(listing, by: percent)
    }
}

/// One fetch's answer, as it comes out of the task group.
private enum Fetched: Sendable {
    case products([Product])
    case prices([String: Decimal])
    case stock([String: Int])
}

/// What the screen shows for an error that crossed from the network actor.
enum SyncFailure {
    static func message(for error: any Error) -> String {
        switch error as? CatalogError {
        case .connectivity?: "No connection. Showing nothing new."
        case .invalidData?: "The catalog could not be read."
        case nil: "Something went wrong."
        }
    }
}
