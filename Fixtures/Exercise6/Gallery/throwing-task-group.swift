// gallery: correct
// replaces: CatalogSyncCoordinator.swift
// kind: alternative
// idea: Instead of three async lets I start the three fetches as children in a throwing task group and fill in the pieces as they arrive.
// why: the group's children all start at once and belong to sync(): the first error thrown out of the group body makes the group cancel and await the remaining fetches before sync() goes on, and cancelling sync() cancels the group's children too.

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

    private enum Part: Sendable {
        case products([Product])
        case prices([String: Decimal])
        case stock([String: Int])
    }

    /// Fetches products, prices and stock, and publishes the listing or an error message.
    public func sync() async {
        let network = self.network
        do {
            let (products, prices, stock) = try await withThrowingTaskGroup(of: Part.self) { group in
                group.addTask { .products(try await network.fetchProducts()) }
                group.addTask { .prices(try await network.fetchPrices()) }
                group.addTask { .stock(try await network.fetchStock()) }
                var products: [Product] = []
                var prices: [String: Decimal] = [:]
                var stock: [String: Int] = [:]
                // A thrown error leaves the group: it cancels and awaits the other fetches.
                for try await part in group {
                    switch part {
                    case .products(let value): products = value
                    case .prices(let value): prices = value
                    case .stock(let value): stock = value
                    }
                }
                return (products, prices, stock)
            }
            listing = await background.makeListing(products: products, prices: prices, stock: stock)
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
