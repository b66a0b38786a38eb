import Catalog
import Foundation
import LabKit

/// A repository that answers whatever happens, like a network call that completes after its
/// caller gave up: its gate ignores cancellation, and it notes whether the task that called
/// it had been cancelled by the time the answer came.
final class StubbornRepository: ProductRepository {
    let gate = SuspensionGate<[Product]>(name: "a network that answers anyway", cancellation: .ignored)
    private let cancelled = Locked<[Bool]>([])

    /// For each answered call: had its task been cancelled by then?
    var cancelledWhenAnswered: [Bool] { cancelled.value }

    func loadAll() async throws -> [Product] {
        let products = try await gate.park()
        cancelled.withLock { $0.append(Task.isCancelled) }
        return products
    }
}
