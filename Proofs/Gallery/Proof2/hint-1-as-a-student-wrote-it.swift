// judged: lets-through
// idea: Hint 1 completed as written: one refresh parked at a GatedProductRepository, a clear() while it waits, then the network answers, and the store must show nothing.
// It checks the one order refresh-then-clear-then-answer of clause 1 and leaves out every other order (refresh vs refresh, failures), clauses 2–4 and 6.
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
}
