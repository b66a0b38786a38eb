// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 2
// kind: error-conversion
// idea: In a throwing task group, the first failure cancels the rest with `cancelAll()`, and I keep draining the group until it is empty so no fetch is left running when `sync()` returns; then I throw the failure I recorded.
// why: The cancelled siblings fail too (with `CancellationError`) and each failure overwrites the recorded one, so the screen shows "Something went wrong." instead of the error of the fetch that actually failed.
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

    private enum Fetched: Sendable {
        case products([Product])
        case prices([String: Decimal])
        case stock([String: Int])
    }

    /// Fetches products, prices and stock, and publishes the listing or an error message.
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
                var failure: (any Error)?
                while !group.isEmpty {
                    do {
                        switch try await group.next() {
                        case let .products(value)?: products = value
                        case let .prices(value)?: prices = value
                        case let .stock(value)?: stock = value
                        case nil: break
                        }
                    } catch {
                        failure = error
                        group.cancelAll()
                    }
                }
                if let failure { throw failure }
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
