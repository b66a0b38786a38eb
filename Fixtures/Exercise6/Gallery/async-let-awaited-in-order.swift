// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 2
// kind: partial
// idea: async let makes all three fetches children of sync(), so they run at once and a failure cancels the rest (the lab's own first solution).
// why: a child's failure is seen only when that child is awaited; when stock fails first, sync() keeps waiting for products and prices to answer, so a failed fetch does not cancel the others at once.

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
    /// message. The three fetches are child tasks of this call: if one fails, leaving the
    /// scope cancels the others and waits for them, so nothing outlives `sync()`.
    public func sync() async {
        do {
            async let products = network.fetchProducts()
            async let prices = network.fetchPrices()
            async let stock = network.fetchStock()
            listing = await background.makeListing(products: try await products, prices: try await prices, stock: try await stock)
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
