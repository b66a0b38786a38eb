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

/// The repository of the contract's scenarios: the n-th call waits at gate n, so the driver
/// answers the calls in the order it chooses; each call notes the name of its task and the
/// load it belongs to (the `LoadEnds` witness its task carries, `nil` in a detached task).
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
final class GatePerCallRepository: ProductRepository {
    /// What the repository learned of one call when it arrived.
    struct Arrival: Sendable {
        let taskName: String?
        let load: Int?
    }

    private struct State {
        var gates: [SuspensionGate<DependencyAnswer>] = []
        var arrivals: [Arrival] = []
    }

    private let state = Locked(State())
    let network: DependencyCancellation

    init(network: DependencyCancellation) {
        self.network = network
    }

    /// Call `call`'s gate (0-based), made before the call arrives if the driver asks first.
    func gate(_ call: Int) -> SuspensionGate<DependencyAnswer> {
        state.withLock { state in
            while state.gates.count <= call {
                state.gates.append(SuspensionGate(name: "the repository, call \(state.gates.count + 1)", cancellation: network))
            }
            return state.gates[call]
        }
    }

    /// What call `call` noted when it arrived (`nil` before it arrives).
    func arrival(_ call: Int) -> Arrival? {
        let arrivals = state.value.arrivals
        return call < arrivals.count ? arrivals[call] : nil
    }

    var calls: Int { state.value.arrivals.count }

    /// Ends every call still waiting, so nothing a scenario left behind waits forever.
    func endEveryCall() {
        for gate in state.value.gates { gate.releaseEveryParked(throwing: CancellationError()) }
    }

    func loadAll() async throws -> [Product] {
        let arrival = Arrival(taskName: Task.name, load: LoadEnds.witness?.load)
        let call = state.withLock { state in
            state.arrivals.append(arrival)
            return state.arrivals.count - 1
        }
        switch try await gate(call).park() {
        case let .catalog(catalog): return [makeProduct(catalog)]
        case let .fails(failure): throw failure.error
        }
    }
}
