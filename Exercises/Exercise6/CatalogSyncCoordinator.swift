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
        // TODO(Exercise6): products and prices are fetched one after the other although neither
        // needs the other, and stock runs in a `Task` nobody owns: when a fetch fails, sync()
        // returns with the error while that task keeps fetching (and keeps `self` alive).
        let stock = Task { try await network.fetchStock() }
        do {
            let products = try await network.fetchProducts()
            let prices = try await network.fetchPrices()
            listing = await background.makeListing(products: products, prices: prices, stock: try await stock.value)
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
