import Catalog
import Exercise6
import Foundation
import LabKit

/// What both suites do to the coordinator: every fetch held at a gate, each failing in turn,
/// `sync()` cancelled from outside, on both kinds of network; and the race driver.
enum Exercise6Scenario {
    /// The two kinds of network every cancellation proof runs with.
    typealias Network = DependencyCancellation

    /// A coordinator over a gated API; the API is returned so the test can drive it.
    static func makeCoordinator(network kind: Network = .throwsWhenCancelled) -> (CatalogSyncCoordinator, GatedCatalogAPI) {
        let api = GatedCatalogAPI(network: kind)
        let coordinator = CatalogSyncCoordinator(network: NetworkProcessor(api: api), background: BackgroundDataProcessor())
        return (coordinator, api)
    }

    /// The three fetches, each a gate of the API.
    enum Fetch: String, CaseIterable {
        case products, prices, stock

        /// How many of this fetch's callers were told they were cancelled.
        func cancellationsSeen(in api: GatedCatalogAPI) -> Int {
            switch self {
            case .products: api.products.cancellationsSeen
            case .prices: api.prices.cancellationsSeen
            case .stock: api.stock.cancellationsSeen
            }
        }

        /// How many of this fetch's calls are still waiting for the network.
        func parkedCount(in api: GatedCatalogAPI) -> Int {
            switch self {
            case .products: api.products.parkedCount
            case .prices: api.prices.parkedCount
            case .stock: api.stock.parkedCount
            }
        }

        func waitUntilAsked(_ api: GatedCatalogAPI) async throws {
            switch self {
            case .products: try await api.products.waitUntilSuspended()
            case .prices: try await api.prices.waitUntilSuspended()
            case .stock: try await api.stock.waitUntilSuspended()
            }
        }

        /// Returns once this fetch's caller was told it was cancelled (it may still wait, on a
        /// network that answers anyway).
        func waitUntilCancelled(_ api: GatedCatalogAPI) async throws {
            switch self {
            case .products: try await api.products.waitUntilCancelled()
            case .prices: try await api.prices.waitUntilCancelled()
            case .stock: try await api.stock.waitUntilCancelled()
            }
        }

        func fail(_ api: GatedCatalogAPI) {
            switch self {
            case .products: api.products.release(throwing: CatalogError.connectivity)
            case .prices: api.prices.release(throwing: CatalogError.connectivity)
            case .stock: api.stock.release(throwing: CatalogError.connectivity)
            }
        }
    }

    /// Awaits a started sync() within the safety net; on a hang, ends every parked fetch so
    /// the sync can finish, and says `false`.
    static func returns(_ sync: Task<Void, Never>, api: GatedCatalogAPI) async -> Bool {
        if case .returned = await SafetyNet.run({ await sync.value }) { return true }
        api.endWhatIsStillWaiting()
        return false
    }

    /// Starts a sync, waits until `failing` is asked for (with `everyFetchFirst`, until all
    /// three are), and makes that fetch fail. Returns once sync() has returned and stock has
    /// been asked for. On a correct coordinator the other fetches were asked for too (all at
    /// once) and have been cancelled (nothing outlives the call).
    ///
    /// A sync that waits for the other fetches to *answer* instead of cancelling them would
    /// never return here; after the safety net the test releases them and throws
    /// `SyncDidNotReturn`, which the proofs report.
    ///
    /// On a network that answers anyway, every fetch is asked for first (clause 1), and each
    /// other fetch must be told it was cancelled before it answers: a coordinator that relies
    /// on the network to throw, and never cancels, is caught there (`FetchNotCancelled`).
    static func syncWhere(
        _ failing: Fetch, fails everyFetchFirst: Bool = false, network kind: Network = .throwsWhenCancelled
    ) async throws -> (CatalogSyncCoordinator, GatedCatalogAPI) {
        let (coordinator, api) = makeCoordinator(network: kind)
        let sync = Task { await coordinator.sync() }
        let askedFirst = everyFetchFirst || kind == .ignored ? Fetch.allCases : [failing]
        for fetch in askedFirst { try await fetch.waitUntilAsked(api) }
        failing.fail(api)
        if kind == .ignored {
            for fetch in Fetch.allCases where fetch != failing {
                do {
                    try await fetch.waitUntilCancelled(api)
                } catch {
                    _ = await returns(sync, api: api)
                    throw FetchNotCancelled(failed: failing, stillAsked: fetch)
                }
            }
            api.answerEverything()
        }
        guard await returns(sync, api: api) else { throw SyncDidNotReturn(failed: failing) }
        // Stock is asked for by every version: a child task before sync() returns, or a
        // task of its own whenever it gets to run. Waiting for that arrival (an event) makes
        // "is it still waiting?" the same question on every machine.
        try await api.stock.waitUntilSuspended(count: 1)
        return (coordinator, api)
    }

    /// Clause 2: each fetch fails in turn — products first (the one every version asks for
    /// first), then, on a coordinator that asks for all three at once, prices and stock.
    /// `nil` when every failure cancelled the others and was shown.
    /// Each with a network that stops when cancelled, then with one that answers anyway.
    @MainActor
    static func failureOfEachFetch() async -> String? {
        for kind in Network.allCases {
            if let message = await failureOfEachFetch(network: kind) { return message }
        }
        return nil
    }

    @MainActor
    private static func failureOfEachFetch(network kind: Network) async -> String? {
        for failing in Fetch.allCases {
            do {
                let (coordinator, api) = try await syncWhere(failing, fails: failing != .products, network: kind)
                defer { api.endWhatIsStillWaiting() }
                let stillWaiting = Fetch.allCases.filter { $0 != failing && $0.parkedCount(in: api) > 0 }
                if !stillWaiting.isEmpty { return Exercise6Messages.leftRunning(failed: failing, stillWaiting: stillWaiting) }
                if coordinator.errorMessage != "No connection. Showing nothing new." {
                    return Exercise6Messages.errorNotShown(failed: failing, shown: coordinator.errorMessage)
                }
            } catch {
                return "\(error)"
            }
        }
        return nil
    }

    /// Clause 3: the screen goes away while every fetch is in flight; sync() is cancelled from
    /// outside. `nil` when sync() returned with no fetch still waiting — on a network that
    /// answers anyway, when every fetch was told it was cancelled (then answered).
    @MainActor
    static func cancelledSync() async -> String? {
        for kind in Network.allCases {
            if let message = await cancelledSync(network: kind) { return message }
        }
        return nil
    }

    @MainActor
    private static func cancelledSync(network kind: Network) async -> String? {
        let (coordinator, api) = makeCoordinator(network: kind)
        defer { api.endWhatIsStillWaiting() }
        let sync = Task { await coordinator.sync() }
        do {
            // Products and stock are asked for at once by every version (stock, perhaps, in a
            // task of its own): both arrivals are events to wait for before cancelling.
            try await Fetch.products.waitUntilAsked(api)
            try await Fetch.stock.waitUntilAsked(api)
        } catch {
            return "\(error)"
        }
        sync.cancel()
        if kind == .ignored {
            // Cancelling a task runs its children's cancellation handlers before cancel() returns.
            let untold = Fetch.allCases.filter { $0.parkedCount(in: api) > $0.cancellationsSeen(in: api) }
            if !untold.isEmpty { return Exercise6Messages.leftRunningAfterCancellation(untold) }
            api.answerEverything()
        }
        guard await returns(sync, api: api) else { return Exercise6Messages.cancelledSyncDidNotReturn }
        let stillWaiting = Fetch.allCases.filter { $0.parkedCount(in: api) > 0 }
        return stillWaiting.isEmpty ? nil : Exercise6Messages.leftRunningAfterCancellation(stillWaiting)
    }

    /// The race driver for ThreadSanitizer: the main actor reads the listing it shows while
    /// discounts are computed on the background actor, many times over.
    @MainActor
    static func readWhileDiscounting() async {
        let (coordinator, api) = makeCoordinator()
        api.answerEverything()
        await coordinator.sync()
        guard let shown = coordinator.listing else { return }
        async let discounts: Void = {
            for _ in 0..<2_000 { await coordinator.applyDiscount(1) }
        }()
        for _ in 0..<2_000 {
            _ = shown.items.map(\.price)
            await Task.yield()
        }
        await discounts
    }
}

/// On a network that answers anyway, a fetch was never told it was cancelled after another
/// one failed: the coordinator relied on the network to throw.
struct FetchNotCancelled: Error, CustomStringConvertible {
    let failed: Exercise6Scenario.Fetch
    let stillAsked: Exercise6Scenario.Fetch

    var description: String {
        Exercise6Messages.leftRunning(failed: failed, stillWaiting: [stillAsked])
            + " (With a network that answers even when its request is cancelled, \(stillAsked.rawValue) was never told:"
            + " the coordinator relied on the network to notice, and never cancelled it.)"
    }
}

/// sync() kept waiting after a fetch failed: it waited for the others to answer.
struct SyncDidNotReturn: Error, CustomStringConvertible {
    let failed: Exercise6Scenario.Fetch

    var description: String {
        "When one fetch fails, the others must be cancelled before sync() returns: sync() did not return within"
            + " \(SafetyNet.defaultLimit) after \(failed.rawValue) failed. It waited for the other fetches to answer instead of"
            + " cancelling them (with `async let`, a failure is seen only when that fetch is awaited; a task group sees"
            + " the first failure at once). \(Exercise6Messages.coordinator): see Exercises/Exercise6/README.md, hint 2."
    }
}
