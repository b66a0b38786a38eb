// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 2
// kind: error-conversion
// idea: When one fetch fails the group cancels the other two, which then end with CancellationError; that is not their failure, so each child turns CancellationError into "cancelled" and the sibling's error is the one the screen shows.
// why: the error's type does not say who was cancelled: a fetch can end with CancellationError while nobody cancelled the sync (a framework beneath it gave up), and then no child throws, the group ends without an error, and the screen shows a listing built from two of the three answers and no error (clause 2). Ask `Task.isCancelled`, or let the group's first error decide.

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
                // A fetch the group cancelled (because a sibling failed) ends with CancellationError:
                // that is no failure of its own, the sibling's error is the one to show.
                group.addTask { do { return .products(try await network.fetchProducts()) } catch is CancellationError { return .cancelled } }
                group.addTask { do { return .prices(try await network.fetchPrices()) } catch is CancellationError { return .cancelled } }
                group.addTask { do { return .stock(try await network.fetchStock()) } catch is CancellationError { return .cancelled } }
                for try await fetched in group {
                    switch fetched {
                    case let .products(value): products = value
                    case let .prices(value): prices = value
                    case let .stock(value): stock = value
                    case .cancelled: continue
                    }
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

/// One fetch's answer, as it comes out of the task group.
private enum Fetched: Sendable {
    case products([Product])
    case prices([String: Decimal])
    case stock([String: Int])
    /// A fetch stopped because the group was cancelled.
    case cancelled
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
