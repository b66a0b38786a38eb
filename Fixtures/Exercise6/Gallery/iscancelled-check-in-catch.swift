// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 2
// kind: other
// idea: products and prices are async let now, and in the catch I check Task.isCancelled so that when sync() is cancelled I also cancel the stock task.
// why: Task.isCancelled asks whether sync() itself was cancelled, which is false when a fetch merely fails, so on the "No connection" path the stock task is never cancelled and keeps fetching after sync() returns; the check is on the wrong condition, in the wrong place.

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

    /// Fetches products, prices and stock, and publishes the listing or an error message.
    public func sync() async {
        let stock = Task { try await network.fetchStock() }
        async let products = network.fetchProducts()
        async let prices = network.fetchPrices()
        do {
            listing = await background.makeListing(
                products: try await products, prices: try await prices, stock: try await stock.value)
            errorMessage = nil
        } catch {
            if Task.isCancelled {
                // sync() was cancelled: the stock task is ours to stop.
                stock.cancel()
            }
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
