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
        while products.parkedCount > 0 { products.release(throwing: CancellationError()) }
        while prices.parkedCount > 0 { prices.release(throwing: CancellationError()) }
        while stock.parkedCount > 0 { stock.release(throwing: CancellationError()) }
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
    /// once sync() has returned. On a correct coordinator the other two fetches were asked
    /// for too (all at once) and have been cancelled (nothing outlives the call).
    static func syncWhereProductsFails() async throws -> (CatalogSyncCoordinator, GatedCatalogAPI) {
        let (coordinator, api) = makeCoordinator()
        let sync = Task { await coordinator.sync() }
        try await api.products.waitUntilSuspended()
        api.products.release(throwing: CatalogError.connectivity)
        await sync.value
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
