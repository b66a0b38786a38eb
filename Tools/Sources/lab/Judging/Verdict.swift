import Foundation

/// The gate's decision about one proof (or one unexpected result), for the table.
struct Verdict: Equatable {
    /// What was judged: a proof of one of the manifest's kinds, or an exercise's contract.
    enum Kind: String {
        case test, tsan, compile, contract
    }

    let exercise: Int?
    let kind: Kind
    let name: String
    /// What happened on the exercise track, and on the solution track.
    let exercises: String
    let solutions: String
    let ok: Bool
}
