// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 3
// kind: unstructured-task
// idea: I start the three fetches as `Task`s and keep their handles, a task group waits for their values so the first failure is seen at once, and on that failure I cancel every handle myself, so nothing is left fetching.
// why: Cancelling `sync()` from outside cancels only the group children, which keep waiting on `task.value`; the three unstructured fetch tasks are never cancelled, so `sync()` does not return until the network answers and the fetches keep going.
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
        let productsTask = Task { try await network.fetchProducts() }
        let pricesTask = Task { try await network.fetchPrices() }
        let stockTask = Task { try await network.fetchStock() }
        do {
            var products: [Product] = []
            var prices: [String: Decimal] = [:]
            var stock: [String: Int] = [:]
            try await withThrowingTaskGroup(of: Fetched.self) { group in
                group.addTask { .products(try await productsTask.value) }
                group.addTask { .prices(try await pricesTask.value) }
                group.addTask { .stock(try await stockTask.value) }
                do {
                    for try await fetched in group {
                        switch fetched {
                        case let .products(value): products = value
                        case let .prices(value): prices = value
                        case let .stock(value): stock = value
                        }
                    }
                } catch {
                    // One fetch failed: stop the others before the group waits for them.
                    productsTask.cancel()
                    pricesTask.cancel()
                    stockTask.cancel()
                    throw error
                }
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
