// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 2
// kind: hang
// idea: A task group makes the three fetches children of sync(), and I collect every Result before deciding, so I can show the most useful error message.
// why: a non-throwing group that waits for every result never cancels the siblings when one fetch fails, so sync() waits for prices and stock even though products already failed; with the network parked (or just slow) the error is not shown until they end, and in the test they never end, so sync() never returns.

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
        case products(Result<[Product], any Error>)
        case prices(Result<[String: Decimal], any Error>)
        case stock(Result<[String: Int], any Error>)
    }

    /// Fetches products, prices and stock, and publishes the listing or an error message.
    public func sync() async {
        let network = self.network
        let parts = await withTaskGroup(of: Part.self, returning: [Part].self) { group in
            group.addTask {
                do { return .products(.success(try await network.fetchProducts())) } catch { return .products(.failure(error)) }
            }
            group.addTask {
                do { return .prices(.success(try await network.fetchPrices())) } catch { return .prices(.failure(error)) }
            }
            group.addTask {
                do { return .stock(.success(try await network.fetchStock())) } catch { return .stock(.failure(error)) }
            }
            var parts: [Part] = []
            for await part in group {
                parts.append(part)
            }
            return parts
        }
        var products: [Product]?
        var prices: [String: Decimal]?
        var stock: [String: Int]?
        do {
            for part in parts {
                switch part {
                case .products(let result): products = try result.get()
                case .prices(let result): prices = try result.get()
                case .stock(let result): stock = try result.get()
                }
            }
            listing = await background.makeListing(products: products ?? [], prices: prices ?? [:], stock: stock ?? [:])
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
