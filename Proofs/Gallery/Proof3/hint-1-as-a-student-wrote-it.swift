// judged: lets-through
// idea: Hint 1 completed as written: a load whose save parks at a GatedProductStore, a bounded look at whether load() returned while its save was still parked, then a cancel of the load and a look at whether its save was told.
// It checks that load() does not return before its save ends and that cancelling load() reaches its save (clauses 2 and 3, on a store that stops when cancelled), and leaves out the results (products, stamps, errors), a slow store, a store that writes anyway and two loads at once.
import Catalog
import LabKit
import Proof3Kit
import Testing

/// Proof 3 — Exercise 7's loader, your proof. See Proofs/Proof3/README.md.
///
/// `swift test --filter Proof3` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 7 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof3 {
    public static func prove(_ versions: LoaderVersions) async throws {
        let store = GatedProductStore()
        let loader = makeSUT(versions, store: store)
        let load = Task { try await loader.load() }
        // Its save has reached the store, and waits there until we answer it.
        try await store.gate.waitUntilSuspended(timeout: .seconds(1))

        // When load() returns, where is its save? A load that has returned while its save is
        // still parked did not wait for it.
        if case .returned = await SafetyNet.run(limit: .seconds(1), { _ = try? await load.value }) {
            #expect(store.gate.parkedCount == 0, "load() returned while its save was still parked: it did not wait for its save")
        }

        // And what happens to that save when you cancel the load? It must be told.
        load.cancel()
        do {
            try await store.gate.waitUntilCancelled(count: 1, timeout: .seconds(1))
        } catch {
            Issue.record("cancelling load() did not cancel its save: \(error)")
        }
        store.gate.releaseEveryParked(throwing: CancellationError())
        _ = try? await load.value
    }

    static func makeSUT(_ versions: LoaderVersions, store: GatedProductStore) -> any CachingLoader {
        versions.loader(remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store, clock: ManualClock())
    }
}
