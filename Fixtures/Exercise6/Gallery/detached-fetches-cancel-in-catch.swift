// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 3
// kind: unstructured-task
// idea: I start all three fetches at once with Task.detached so they run off the main actor, and when one fails I cancel the other two in the catch, so nothing keeps fetching.
// why: cancel() only asks the detached tasks to stop and sync() returns without waiting for them, so a fetch can still be running after sync() has returned, and cancelling sync() from outside reaches none of them because they are not its children.

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
        let network = self.network
        // All three at once, off the main actor.
        let products = Task.detached { try await network.fetchProducts() }
        let prices = Task.detached { try await network.fetchPrices() }
        let stock = Task.detached { try await network.fetchStock() }
        do {
            listing = await background.makeListing(
                products: try await products.value, prices: try await prices.value, stock: try await stock.value)
            errorMessage = nil
        } catch {
            // One failed: stop the others so they don't keep the network busy.
            products.cancel()
            prices.cancel()
            stock.cancel()
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
