import Catalog
import Exercise2
import LabKit

/// The reentrancy scenario both suites explore: refresh A, refresh B and clear() (sign-out),
/// in every order an actor allows (30 with all three, 45 with every smaller group too).
///
/// The rule: the call that started last has the last word. A refresh that started last
/// shows its catalog; a clear() that started last leaves the store empty.
enum Exercise2Scenario {
    typealias Operation = ScheduledOperation<SessionProductStore, [Product], [String]>

    static func refresh(_ name: String) -> Operation {
        .awaiting("refresh \(name)", answer: [makeProduct(name)], shown: "[\(name)]", effect: [name]) { store, network in
            try await store.refresh(from: GatedProductRepository(gate: network))
        }
    }

    static let clear = Operation.immediate("clear()", effect: []) { store in await store.clear() }

    /// `track` receives each store the explorer makes, for leak tracking in the suite's style.
    static func explorer(track: @escaping @Sendable (SessionProductStore) -> Void) -> ScheduleExplorer<SessionProductStore, [Product], [String]> {
        ScheduleExplorer(
            makeSubject: {
                let store = SessionProductStore()
                track(store)
                return store
            },
            observe: { store in await store.products.map(\.id) },
            show: { "products = [\($0.joined(separator: ", "))]" },
            operations: [refresh("A"), refresh("B"), clear])
    }
}
