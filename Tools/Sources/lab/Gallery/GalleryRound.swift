import Foundation

/// One entry of each of several exercises, judged in one build and one test process: a lane
/// lays its exercises' r-th entries side by side and runs their tests together
/// (`LAB_EXERCISES=a,b,c`). An entry's run is mostly the build's planning, the link of the
/// test binary and the test process's start, which a round pays once for all its entries
/// (docs/ARCHITECTURE.md, "The wrong-fix gallery").
///
/// ```swift
/// for round in GalleryRound.rounds(of: galleries) {
///     let run = try testRun(filter: round.testFilter(manifests)).run(round.exercises)
///     if round.speaksForEach(run) { /* judge each entry from `run` */ } else { /* rerun each alone */ }
/// }
/// ```
struct GalleryRound: Equatable {
    /// The round's entries, one per exercise, in exercise order.
    let entries: [GalleryEntry]

    var exercises: [Int] { entries.map(\.exercise) }

    /// The rounds of `galleries`: the first holds every exercise's first entry, the second
    /// every second one, and so on, so an exercise's entries keep their order.
    static func rounds(of galleries: [Int: [GalleryEntry]]) -> [GalleryRound] {
        let numbers = galleries.keys.sorted()
        let depth = galleries.values.map(\.count).max() ?? 0
        return (0..<depth).map { index in
            GalleryRound(entries: numbers.compactMap { number in galleries[number]!.indices.contains(index) ? galleries[number]![index] : nil })
        }
    }

    /// The tests the round runs: a wrong entry's clause's tests (it is judged by them alone),
    /// every test of a correct entry's exercise.
    func testFilter(_ manifests: [Int: ExerciseManifest]) -> String {
        entries.map { entry in
            if case let .wrong(clauseNumber, _) = entry.expectation, let clause = manifests[entry.exercise]?.clause(clauseNumber) {
                return ExerciseSelection.testFilter(ids: clause.tests)
            }
            return ExerciseSelection.testFilter([entry.exercise])
        }.joined(separator: "|")
    }

    /// Whether the round's one run can be each entry's verdict. A crash or a hang ends the
    /// process wherever it happens — in any entry's tests, cutting the others short — and a
    /// build that fails may be any entry's doing: then each entry is run again alone, and
    /// judged as it always was.
    func speaksForEach(_ run: TestRun.Result) -> Bool {
        guard entries.count > 1 else { return true }
        return !run.timedOut && !run.buildFailed && run.notCompiling.isEmpty && run.incidents.isEmpty
            && !run.outcomes.contains(where: \.neverEnded)
            && exercises.allSatisfy { !run.outcomes(of: $0).isEmpty }
    }
}
