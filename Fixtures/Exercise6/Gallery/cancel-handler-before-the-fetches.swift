// gallery: wrong
// replaces: CatalogSyncCoordinator.swift
// clause: 3
// kind: ignores-cancellation
// idea: The three fetches run as tasks of their own, gathered by a task group so the first failure is seen at once; a cancellation handler around the whole sync cancels them if the screen goes away.
// why: the handler runs the moment it is installed when sync() was cancelled before it started, and then there is nothing to cancel yet: the fetch tasks made after it never hear of the cancellation (an unstructured task does not inherit it), so sync() waits for fetches nobody stops (clause 3).

import Catalog
import Foundation
import Synchronization

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
        let running = RunningFetches()
        await withTaskCancellationHandler {
            // Each fetch is a task of its own, so all three run at once on the network actor;
            // the handler below cancels them if the screen goes away.
            let tasks = [
                Task { Fetched.products(try await network.fetchProducts()) },
                Task { Fetched.prices(try await network.fetchPrices()) },
                Task { Fetched.stock(try await network.fetchStock()) },
            ]
            running.tasks.withLock { $0 = tasks }
            do {
                var products: [Product] = []
                var prices: [String: Decimal] = [:]
                var stock: [String: Int] = [:]
                // The group hands back whichever fetch ends first, so the first failure is seen at once.
                try await withThrowingTaskGroup(of: Fetched.self) { group in
                    for task in tasks { group.addTask { try await task.value } }
                    do {
                        for try await fetched in group {
                            switch fetched {
                            case let .products(value): products = value
                            case let .prices(value): prices = value
                            case let .stock(value): stock = value
                            }
                        }
                    } catch {
                        // The group waits for its children, which wait for the fetches: stop them first.
                        for task in tasks { task.cancel() }
                        throw error
                    }
                }
                listing = await background.makeListing(products: products, prices: prices, stock: stock)
                errorMessage = nil
            } catch {
                errorMessage = SyncFailure.message(for: error)
            }
        } onCancel: {
            running.tasks.withLock { tasks in tasks.forEach { $0.cancel() } }
        }
    }

    /// Lowers every price shown by `percent`, computed off the main actor.
    public func applyDiscount(_ percent: Int) async {
        guard let listing else { return }
        self.listing = await background.discounted(listing, by: percent)
    }
}

/// One fetch's answer, as it comes out of the task group.
/// The fetches of a sync in flight, for its cancellation handler.
private final class RunningFetches: Sendable {
    let tasks = Mutex<[Task<Fetched, any Error>]>([])
}

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
