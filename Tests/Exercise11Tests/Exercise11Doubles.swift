import Catalog
import LabKit

/// A repository whose `loadAll()` parks on a gate until the test answers it, and notes the
/// name of the task each call came in (`Task.name`, SE-0469): no API lists the tasks that are
/// running, so the work a double receives is where a test learns which task leaked.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
final class TaskNamingRepository: ProductRepository {
    let gate: SuspensionGate<[Product]>
    private let names = Locked<[String?]>([])

    init(cancellation: DependencyCancellation = .throwsWhenCancelled) {
        gate = SuspensionGate(name: "the repository", cancellation: cancellation)
    }

    /// The name of the task of every call so far, in order (`nil`: an unnamed task); noted
    /// before the call parks, so complete once `gate.waitUntilSuspended(count:)` has returned.
    var taskNames: [String?] { names.value }

    func loadAll() async throws -> [Product] {
        let name = Task.name
        names.withLock { $0.append(name) }
        return try await gate.park()
    }
}
