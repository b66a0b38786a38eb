// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 2
// kind: error-conversion
// idea: Collecting every fetch's result in a task group loses no error, and when several fail the screen explains the most important one: no products first, then prices, then stock.
// why: The screen must show the error of the fetch that failed: when stock fails first and a cancelled products fetch fails after it anyway, this shows the products' error instead.
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
        var products: [Product] = []
        var prices: [String: Decimal] = [:]
        var stock: [String: Int] = [:]
        // One result per fetch, so no error is lost; the first failure cancels the rest.
        var errors: [String: any Error] = [:]
        await withTaskGroup(of: (String, Result<Fetched, any Error>).self) { group in
            group.addTask {
                do { return ("products", .success(.products(try await network.fetchProducts()))) } catch { return ("products", .failure(error)) }
            }
            group.addTask {
                do { return ("prices", .success(.prices(try await network.fetchPrices()))) } catch { return ("prices", .failure(error)) }
            }
            group.addTask {
                do { return ("stock", .success(.stock(try await network.fetchStock()))) } catch { return ("stock", .failure(error)) }
            }
            for await (name, result) in group {
                switch result {
                case let .success(.products(value)): products = value
                case let .success(.prices(value)): prices = value
                case let .success(.stock(value)): stock = value
                case let .failure(error):
                    if !(error is CancellationError) { errors[name] = error }
                    group.cancelAll()
                }
            }
        }
        // The screen explains the most important failure: no products first, then prices, then stock.
        if let error = errors["products"] ?? errors["prices"] ?? errors["stock"] {
            errorMessage = SyncFailure.message(for: error)
            return
        }
        guard !Task.isCancelled else { return }
        listing = await background.makeListing(products: products, prices: prices, stock: stock)
        errorMessage = nil
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
