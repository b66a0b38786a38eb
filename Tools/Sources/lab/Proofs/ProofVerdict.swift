/// What the judge said of a student's proof the last time `lab proof N` ran it.
///
/// ```swift
/// lab.store.state.note(.done, ofProof: 3)
/// ```
enum ProofVerdict: String, Sendable {
    /// It passed every correct version and caught every wrong one.
    case done
    /// It rejected a correct version or let a wrong one through (or asserts nothing, sleeps…).
    case notDone = "not done"
    /// The proofs package did not build: a proof does not compile (every proof of the package is
    /// built, so it may be another exercise's).
    case doesNotBuild = "does not compile"
}
