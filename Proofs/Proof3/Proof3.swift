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
    // TODO(Proof3): this proof awaits a load and asserts nothing, so it passes every version,
    // the broken one too. Make it fail on every version that breaks Exercise 7's contract, and
    // pass on every version that keeps it.
    public static func prove(_ versions: LoaderVersions) async throws {
        let store = GatedProductStore()
        store.gate.release(returning: ())
        let loader = versions.loader(remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store, clock: ManualClock())
        _ = try await loader.load()
    }
}
