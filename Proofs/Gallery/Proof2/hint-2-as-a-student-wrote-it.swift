// judged: lets-through
// idea: Hints 1 and 2 completed as written: hint 1's clear-while-parked order, then the ScheduleExplorer on refresh A, refresh B and clear() with check .latestWordWins, on a network that stops when cancelled and one that answers anyway, each bounded at maxSchedules: 100.
// It checks clause 1 in the explored orders and leaves out clauses 2, 3, 4 and 6 (what a refresh returns or throws, failures, the sign-out alone, a caller's cancellation).
import Catalog
import LabKit
import Proof2Kit
import Testing

/// Proof 2 — Exercise 2's store, your proof. See Proofs/Proof2/README.md.
///
/// `swift test --filter Proof2` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 2 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof2 {
    public static func prove(_ versions: SessionStoreVersions) async throws {
        try await aClearWhileARefreshWaitsWins(versions)
        await theLatestWordWinsInEveryOrder(versions, dependencies: .throwsWhenCancelled)
        await theLatestWordWinsInEveryOrder(versions, dependencies: .ignored)
    }

    /// Hint 1: a refresh whose network we hold, parked; `clear()` meanwhile; then the network
    /// answers. The sign-out started last, so the store must show nothing.
    static func aClearWhileARefreshWaitsWins(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        let network = GatedProductRepository()
        let refresh = Task { try await store.refresh(from: network) }
        try await network.gate.waitUntilSuspended(timeout: .seconds(2))
        await store.clear()
        network.respond(with: [makeProduct("A")])
        _ = try? await refresh.value
        let shown = await store.products.map(\.id)
        #expect(shown == [], "clear() started after the refresh, so the store must be empty once the network answers")
    }

    /// Hint 2: refresh A, refresh B and clear(), each refresh parked at a gate it opens, in
    /// every order the store allows (the first 100 schedules); the latest word must win.
    static func theLatestWordWinsInEveryOrder(_ versions: SessionStoreVersions, dependencies: DependencyCancellation) async {
        let refreshA = ScheduledOperation<any SessionStore, [String]>.awaiting(
            "refresh A", on: "the network", answer: [makeProduct("A")], shown: "[A]", effect: ["A"]
        ) { store, network in
            try await store.refresh(from: GatedProductRepository(gate: network))
        }
        let refreshB = ScheduledOperation<any SessionStore, [String]>.awaiting(
            "refresh B", on: "the network", answer: [makeProduct("B")], shown: "[B]", effect: ["B"]
        ) { store, network in
            try await store.refresh(from: GatedProductRepository(gate: network))
        }
        let clear = ScheduledOperation<any SessionStore, [String]>.immediate("clear()", effect: []) { await $0.clear() }
        let explorer = ScheduleExplorer(
            makeSubject: { versions.store() },
            observe: { await $0.products.map(\.id) },
            show: { "products = \($0)" },
            operations: [refreshA, refreshB, clear],
            check: .latestWordWins,
            dependencies: dependencies,
            maxSchedules: 100)
        let report = await explorer.explore()
        if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) }
    }
}
