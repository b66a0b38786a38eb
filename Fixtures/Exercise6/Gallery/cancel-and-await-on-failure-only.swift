// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 3
// kind: ignores-cancellation
// idea: I start the three fetches as tasks I keep handles to, and when one fails I cancel the other two and wait for them to finish, so nothing is left fetching when sync() returns.
// why: the failure path is handled by hand, but the tasks are not children of sync(): when the caller cancels sync() itself, awaiting `.value` does not pass the cancellation on, so all three fetches keep waiting on the network and sync() keeps waiting for them.

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
        let products = Task { try await network.fetchProducts() }
        let prices = Task { try await network.fetchPrices() }
        let stock = Task { try await network.fetchStock() }
        do {
            listing = await background.makeListing(
                products: try await products.value, prices: try await prices.value, stock: try await stock.value)
            errorMessage = nil
        } catch {
            // One fetch failed: stop the others, and don't return before they have stopped.
            products.cancel()
            prices.cancel()
            stock.cancel()
            _ = await products.result
            _ = await prices.result
            _ = await stock.result
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
