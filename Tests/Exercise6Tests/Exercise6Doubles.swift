import Catalog
import Exercise6
import Foundation
import LabKit

/// The catalog API with each endpoint parked on a gate of its own, so a test decides when
/// (and whether) each fetch answers, and can see which fetches were asked for.
final class GatedCatalogAPI: CatalogAPI {
    let products: SuspensionGate<[Product]>
    let prices: SuspensionGate<[String: Decimal]>
    let stock: SuspensionGate<[String: Int]>

    /// `network`: a network whose fetches stop when cancelled, or one that answers anyway.
    init(network kind: Exercise6Scenario.Network = .throwsWhenCancelled) {
        products = SuspensionGate(name: "fetchProducts", cancellation: kind)
        prices = SuspensionGate(name: "fetchPrices", cancellation: kind)
        stock = SuspensionGate(name: "fetchStock", cancellation: kind)
    }

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
