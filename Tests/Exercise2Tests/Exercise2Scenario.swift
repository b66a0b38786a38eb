import Catalog
import Exercise2
import LabKit

/// The reentrancy scenario both suites explore: refresh A, refresh B and clear() (sign-out),
/// in every order an actor allows: at their gates (30 with all three, 45 with every smaller
/// group too), and with a call cut once at any other `await` (337 in all for the solution).
///
/// The rule: the call that started last has the last word. A refresh that started last
/// shows its catalog; a clear() that started last leaves the store empty.
enum Exercise2Scenario {
    typealias Operation = ScheduledOperation<SessionProductStore, [String]>

    static func refresh(_ name: String) -> Operation {
        .awaiting("refresh \(name)", on: "the network", answer: [makeProduct(name)], shown: "[\(name)]", effect: [name]) { store, network in
            try await store.refresh(from: GatedProductRepository(gate: network))
        }
    }

    static let clear = Operation.immediate("clear()", effect: []) { store in await store.clear() }

    /// LabKit's `latestWordWins`, saying which clause a schedule breaks: a `clear()` that
    /// started when no refresh was running is clause 4 (the sign-out alone), every other
    /// latest word clause 1.
    static let latestWordWins = ScheduleCheck<[String]>("the latest word wins") { outcome in
        guard let last = outcome.started.last, let expected = outcome.effectOfLastStarted, expected != outcome.state else {
            return nil
        }
        if last == clear.name, outcome.runningWhenLastStarted.isEmpty {
            return "expected \(outcome.show(expected)): clear() started when no refresh was running, so after it the store"
                + " delivers no products (clause 4)."
        }
        return "expected \(outcome.show(expected)): \(last) started last, so its word should win (clause 1)."
    }

    /// `track` receives each store the explorer makes, for leak tracking in the suite's style.
    /// Every schedule, twice: with a network that throws when its refresh is cancelled, and
    /// with one that answers anyway (a refresh that relies on the network to notice it was
    /// cancelled, and never checks for itself, is caught by the second). The first failing
    /// exploration's report, or the last one when both hold.
    static func exploreWithBothKindsOfNetwork(track: @escaping @Sendable (SessionProductStore) -> Void) async -> ExplorationReport {
        var report = await explorer(dependencies: .throwsWhenCancelled, track: track).explore()
        if report.failureMessage == nil {
            report = await explorer(dependencies: .ignored, track: track).explore()
        }
        return report
    }

    static func explorer(
        dependencies: SuspensionGate<[Product]>.Cancellation = .throwsWhenCancelled,
        track: @escaping @Sendable (SessionProductStore) -> Void
    ) -> ScheduleExplorer<SessionProductStore, [String]> {
        ScheduleExplorer(
            makeSubject: {
                let store = SessionProductStore()
                track(store)
                return store
            },
            observe: { store in await store.products.map(\.id) },
            show: { "products = [\($0.joined(separator: ", "))]" },
            operations: [refresh("A"), refresh("B"), clear],
            check: latestWordWins,
            dependencies: dependencies)
    }
}
