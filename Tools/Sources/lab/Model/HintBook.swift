import Foundation

/// An exercise's or a proof exercise's hints and how many of them the student has seen
/// (`.lab/state.json`): revealed one at a time, shared by `lab hint` (`lab hint proofN` for a
/// proof exercise's) and `lab watch`.
struct HintBook {
    /// Whose hints: each kind of exercise keeps its own count in the state.
    enum Owner {
        case exercise(Int)
        case proof(Int)
    }

    let owner: Owner
    let hints: [(title: String, body: String)]

    init(_ number: Int, layout: LabLayout) throws {
        owner = .exercise(number)
        hints = try ExerciseReadme(number, layout: layout).hints
        guard !hints.isEmpty else { throw LabError.failed("\(ExerciseID(number).readmePath) has no hints") }
    }

    /// Proof exercise N's hints, from `Proofs/ProofN/README.md`.
    init(proof number: Int, layout: LabLayout) throws {
        let id = ProofExerciseID(number)
        guard let text = try? String(contentsOf: layout.root.appending(path: id.readmePath), encoding: .utf8) else {
            throw LabError.failed("\(id.readmePath) is missing")
        }
        owner = .proof(number)
        hints = ExerciseReadme(text: text).hints
        guard !hints.isEmpty else { throw LabError.failed("\(id.readmePath) has no hints") }
    }

    /// What one reveal showed.
    struct Reveal {
        let shown: ArraySlice<(title: String, body: String)>
        /// How many hints the student has seen now.
        let seen: Int
        /// Every hint had been seen already: `shown` is the last one again.
        let repeated: Bool
    }

    /// Shows the next hint (after the last, the last again), or every hint, and records it
    /// in `state`.
    func reveal(all: Bool, state: inout LabState) -> Reveal {
        let before: Int
        switch owner {
        case let .exercise(number): before = state.hintsShown(number)
        case let .proof(number): before = state.proofHintsShown(number)
        }
        let shown = all ? hints[...] : hints[min(before, hints.count - 1)...min(before, hints.count - 1)]
        let seen = all ? hints.count : min(before + 1, hints.count)
        switch owner {
        case let .exercise(number): state.noteHintsShown(seen, of: number)
        case let .proof(number): state.noteProofHintsShown(seen, of: number)
        }
        return Reveal(shown: shown, seen: seen, repeated: !all && before >= hints.count)
    }
}
