import Catalog
import LabKit
import Proof4Kit
import Testing

/// Proof 4 — Exercise 1's cache, your proof. See Proofs/Proof4/README.md.
///
/// `swift test --filter Proof4` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 1 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof4 {
    // TODO(Proof4): this proof stores and retrieves and asserts nothing, so it passes every
    // version, the broken one too. Make it fail on every version that breaks Exercise 1's
    // contract, and pass on every version that keeps it.
    public static func prove(_ versions: CacheVersions) async throws {
        let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
        await cache.store([makeProduct("1")])
        _ = await cache.retrieve()
    }
}
