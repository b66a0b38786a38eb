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
    /// The proofs package did not build: the student's proof does not compile.
    case doesNotBuild = "does not build"
}
