// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 1
// kind: reused-reading
// idea: When one fetch fails the other two answers are good, so I keep them and the next sync asks only for what is still missing: fewer requests on a bad network.
// why: every sync asks for all three at once (clause 1): the next sync asks only for what is missing, and the answers it keeps belong to the failed sync, so a sync that succeeds would show an earlier catalog's products or prices beside its own.

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
    /// message.
    public func sync() async {
        let network = self.network
        do {
            try await withThrowingTaskGroup(of: Fetched.self) { group in
                if keptProducts == nil { group.addTask { .products(try await network.fetchProducts()) } }
                if keptPrices == nil { group.addTask { .prices(try await network.fetchPrices()) } }
                if keptStock == nil { group.addTask { .stock(try await network.fetchStock()) } }
                for try await fetched in group {
                    switch fetched {
                    case let .products(value): keptProducts = value
                    case let .prices(value): keptPrices = value
                    case let .stock(value): keptStock = value
                    }
                }
            }
            listing = await background.makeListing(
                products: keptProducts ?? [], prices: keptPrices ?? [:], stock: keptStock ?? [:])
            keptProducts = nil
            keptPrices = nil
            keptStock = nil
            errorMessage = nil
        } catch {
            errorMessage = SyncFailure.message(for: error)
        }
    }

    /// What a failed sync already had: the next sync asks only for the rest.
    private var keptProducts: [Product]?
    private var keptPrices: [String: Decimal]?
    private var keptStock: [String: Int]?

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
