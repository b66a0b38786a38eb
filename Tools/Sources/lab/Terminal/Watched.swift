/// What `lab watch` reruns on every save and shows: an exercise (`WatchScreen`) or a proof
/// exercise of the proofs track (`ProofWatchScreen`). The loop (`WatchCommand`) is the same for
/// both; each knows its folder, its run, its screen, its hints and what comes next.
///
/// ```swift
/// let screen = ProofWatchScreen(lab: lab, proof: ProofExerciseID(3))
/// let result = try screen.rerun()
/// terminal.show(screen.render(result, note: ""))
/// ```
protocol Watched {
    /// What one run gives the screen.
    associatedtype Outcome
    /// The folder whose Swift files a save changes (`Exercises`, `Proofs/Proof3`).
    var folder: String { get }
    func rerun() throws -> Outcome?
    func render(_ outcome: Outcome?, note: String) -> String
    /// Whether the student may move on (`n`).
    func isDone(_ outcome: Outcome?) -> Bool
    /// The next one (`n` moves there once this one is done); `nil` when this is the last.
    func next() -> Self?
    func nextHint() -> String
    func list() -> String
}
