// judged: lets-through
// idea: Hints 1 and 2 completed as written: the WorkOwnershipProbe, which answers hint 1's two questions at once, run with a store that stops when cancelled, one that writes anyway and a slow one (500 ms), each with a 1 s safety net, and each outcome expected to be .owned.
// It checks that load() owns its save (clauses 2, 3 and 4: it waits for it, cancelling load() cancels it, a slow save is not given up) and leaves out the results hint 2 says are left: which error and from where, the stamps, two loads at once.
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
        // A store that stops when cancelled.
        await loadOwnsItsSave(versions, store: GatedProductStore(), slowWork: .zero, "a store that stops when cancelled")
        // One that writes anyway.
        await loadOwnsItsSave(versions, store: GatedProductStore(cancellation: .ignored), slowWork: .zero, "a store that writes anyway")
        // A slow one: a load that races its save against a timer gives up on it.
        await loadOwnsItsSave(versions, store: GatedProductStore(), slowWork: .milliseconds(500), "a slow store")
    }

    static func loadOwnsItsSave(_ versions: LoaderVersions, store: GatedProductStore, slowWork: Duration, _ kind: String) async {
        let loader = makeSUT(versions, store: store)
        let outcome = await WorkOwnershipProbe.run(work: store.gate, slowWork: slowWork, safetyNet: .seconds(1)) {
            _ = try? await loader.load()
        }
        #expect(outcome == .owned, "with \(kind): \(outcome)")
    }

    static func makeSUT(_ versions: LoaderVersions, store: GatedProductStore) -> any CachingLoader {
        versions.loader(remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store, clock: ManualClock())
    }
}
