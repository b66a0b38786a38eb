import Foundation

/// An exercise's hints and how many of them the student has seen (`.lab/state.json`):
/// revealed one at a time, shared by `lab hint` and `lab watch`.
struct HintBook {
    let number: Int
    let hints: [(title: String, body: String)]

    init(_ number: Int, layout: LabLayout) throws {
        self.number = number
        hints = try ExerciseReadme(number, layout: layout).hints
        guard !hints.isEmpty else { throw LabError.failed("\(ExerciseID(number).readmePath) has no hints") }
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
        let before = state.hintsShown(number)
        let shown = all ? hints[...] : hints[min(before, hints.count - 1)...min(before, hints.count - 1)]
        let seen = all ? hints.count : min(before + 1, hints.count)
        state.noteHintsShown(seen, of: number)
        return Reveal(shown: shown, seen: seen, repeated: !all && before >= hints.count)
    }
}
