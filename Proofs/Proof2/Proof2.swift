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
    // TODO(Proof2): this proof refreshes a store once and asserts nothing, so it passes every
    // version, the broken one too. Make it fail on every version that breaks Exercise 2's
    // contract, and pass on every version that keeps it.
    public static func prove(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
    }
}
