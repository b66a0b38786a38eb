import Catalog
import LabKit
import Proof1Kit
import Testing

/// Proof 1 — Exercise 3's screen, your proof. See Proofs/Proof1/README.md.
///
/// `swift test --filter Proof1` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 3 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof1 {
    // TODO(Proof1): this proof loads a screen and asserts nothing, so it passes every version,
    // the broken one too. Make it fail on every version that breaks Exercise 3's contract, and
    // pass on every version that keeps it.
    @MainActor public static func prove(_ versions: CatalogVersions) async throws {
        let screen = versions.screen(repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await screen.load()
    }
}
