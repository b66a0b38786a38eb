import Catalog
import Exercise6
import Foundation
import LabKit

/// The catalog API with each endpoint parked on a gate of its own, so a test decides when
/// (and whether) each fetch answers, and can see which fetches were asked for.
final class GatedCatalogAPI: CatalogAPI {
    let products = SuspensionGate<[Product]>(name: "fetchProducts")
    let prices = SuspensionGate<[String: Decimal]>(name: "fetchPrices")
    let stock = SuspensionGate<[String: Int]>(name: "fetchStock")

    func fetchProducts() async throws -> [Product] { try await products.park() }
    func fetchPrices() async throws -> [String: Decimal] { try await prices.park() }
    func fetchStock() async throws -> [String: Int] { try await stock.park() }

    /// Answers every fetch at once: two products, one in stock.
    func answerEverything() {
        products.release(returning: [makeProduct("1", amount: 10), makeProduct("2", amount: 20)])
        prices.release(returning: ["1": 10, "2": 20])
        stock.release(returning: ["1": 3, "2": 0])
    }

    /// Ends any fetch still parked (a leaked one), so no task waits forever after a test.
    func endWhatIsStillWaiting() {
        products.releaseEveryParked(throwing: CancellationError())
        prices.releaseEveryParked(throwing: CancellationError())
        stock.releaseEveryParked(throwing: CancellationError())
    }
}

enum Exercise6Scenario {
    /// A coordinator over a gated API; the API is returned so the test can drive it.
    static func makeCoordinator() -> (CatalogSyncCoordinator, GatedCatalogAPI) {
        let api = GatedCatalogAPI()
        let coordinator = CatalogSyncCoordinator(network: NetworkProcessor(api: api), background: BackgroundDataProcessor())
        return (coordinator, api)
    }

    /// Starts a sync, waits until products is asked for, and makes that fetch fail. Returns
    /// once sync() has returned and stock has been asked for. On a correct coordinator the
    /// other two fetches were asked for too (all at once) and have been cancelled (nothing
    /// outlives the call).
    ///
    /// A sync that waits for the other fetches to *answer* instead of cancelling them would
    /// never return here; after `limit` (a safety net, not a verdict on time) the test
    /// releases them and throws `SyncDidNotReturn`, which the proofs report.
    static func syncWhereProductsFails(limit: Duration = .seconds(10)) async throws -> (CatalogSyncCoordinator, GatedCatalogAPI) {
        let (coordinator, api) = makeCoordinator()
        let sync = Task { await coordinator.sync() }
        try await api.products.waitUntilSuspended()
        api.products.release(throwing: CatalogError.connectivity)
        let returned = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await sync.value; return true }
            group.addTask {
                // A deadline that turns a hang into a failure, not synchronisation.
                guard (try? await ContinuousClock().sleep(for: limit)) != nil else { return false }
                // Let sync() return, so the group (which waits for both children) can end.
                api.endWhatIsStillWaiting()
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        guard returned else { throw SyncDidNotReturn() }
        // Stock is asked for by every version: a child task before sync() returns, or a
        // task of its own whenever it gets to run. Waiting for that arrival (an event) makes
        // "is it still waiting?" the same question on every machine.
        try await api.stock.waitUntilSuspended(count: 1)
        return (coordinator, api)
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

/// sync() kept waiting after a fetch failed: it waited for the others to answer.
struct SyncDidNotReturn: Error, CustomStringConvertible {
    var description: String {
        "sync() did not return after products failed: it waited for prices and stock to answer"
            + " instead of cancelling them. A failed fetch must cancel the others (Exercises/Exercise6/README.md, hint 2)."
    }
}
