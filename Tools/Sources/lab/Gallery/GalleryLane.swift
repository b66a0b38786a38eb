import Foundation

/// Some of the gallery's exercises, judged one entry after another in a workspace of their
/// own (a copy of the lab and its build folder). `lab gallery` runs two lanes side by side:
/// an entry's run is mostly one compiler, linker or test process at a time, so one lane
/// leaves the second core idle about half the time (docs/ARCHITECTURE.md, "The wrong-fix
/// gallery").
struct GalleryLane: Sendable {
    /// How many lanes `lab gallery` runs: the CI machine has two cores.
    static let count = 2

    let layout: LabLayout
    /// The lane's workspace, relative to the lab's root.
    let folder: String
    /// The lane's exercises, each with its gallery's entries.
    let galleries: [Int: [GalleryEntry]]
    let results: URL
    /// The limit on the run that builds the workspace (a cold build of the lab).
    let buildLimit: Duration
    /// The limit on each entry's run: one that has not ended by then hangs.
    let entryLimit: Duration

    /// The folder of lane `index`. The first is also `lab gallery N --show`'s (one exercise,
    /// one lane), so a student's look and the gate's first lane reuse one build.
    static func folder(_ index: Int) -> String {
        index == 0 ? ".build-gallery/lab" : ".build-gallery/lab-\(index + 1)"
    }

    /// The exercises dealt to `lanes` lanes, so that each has about as many entries: the
    /// exercise with the most entries first, each to the lane with the fewest so far.
    static func deal(_ numbers: [Int], lanes: Int, entryCount: (Int) -> Int) -> [[Int]] {
        var dealt = Array(repeating: [Int](), count: max(1, min(lanes, numbers.count)))
        var load = Array(repeating: 0, count: dealt.count)
        for number in numbers.sorted(by: { (entryCount($0), $1) > (entryCount($1), $0) }) {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            dealt[lightest].append(number)
            load[lightest] += entryCount(number)
        }
        return dealt.map { $0.sorted() }
    }

    /// Lays every entry of the lane's exercises over the solution and records its verdict in
    /// `progress`, after checking that the workspace builds and the lane's first exercise's
    /// solution is green there. Stops before its next entry once another lane has failed.
    func judge(progress: GalleryProgress) throws {
        let workspace = GalleryWorkspace(lab: layout, folder: folder)
        try workspace.prepare()
        let numbers = galleries.keys.sorted()
        for number in numbers {
            // One exercise's targets at a time (`LAB_EXERCISES`): an entry rebuilds and links
            // that exercise's tests alone.
            let only = ["LAB_EXERCISES": "\(number)"]
            let id = ExerciseID(number)
            if number == numbers.first {
                // The first exercise's solution builds the workspace (a long limit) and must be
                // green there, or no entry's result means anything. The others' solutions are
                // not run again: each exercise has at least two correct entries (lab structure),
                // which are red if its solution is not green here.
                var baselineRun = TestRun(
                    root: workspace.root, results: results.appending(path: "\(id.name)/solution"), timeout: buildLimit, environment: only)
                baselineRun.suites = .swiftTestingOnly
                baselineRun.buildFlags = BuildSettings.toolFlags(layout)
                let baseline = try baselineRun.run([number])
                let red = baseline.outcomes.filter(\.failed)
                if baseline.buildFailed || baseline.timedOut || !red.isEmpty || baseline.outcomes.isEmpty {
                    throw LabError.failed("\(id.name)'s solution is not green in the gallery's workspace (\(red.first?.key ?? "build failed")); log: \(baseline.log.path)")
                }
                progress.say("  workspace \(workspace.root.path): \(id.name)'s solution passes (\(Lab.format(baseline.seconds)), build included)")
            }
            let manifest = try layout.manifest(number)
            for entry in galleries[number]! {
                if progress.stopped { return }
                try workspace.lay(number, replacing: entry)
                var entryRun = TestRun(
                    root: workspace.root, results: results.appending(path: "\(id.name)/\(entry.name)"), timeout: entryLimit,
                    environment: GalleryCommand.entryEnvironment.merging(only) { $1 })
                // The Swift Testing suite judges: the XCTest one runs the same scenarios, and the
                // gate's tests step runs both on every solution.
                entryRun.suites = .swiftTestingOnly
                entryRun.buildFlags = BuildSettings.toolFlags(layout)
                // A wrong fix is judged by its clause's tests alone: only those run.
                if case let .wrong(clauseNumber, _) = entry.expectation, let clause = manifest.clause(clauseNumber) {
                    entryRun.testFilter = ExerciseSelection.testFilter(ids: clause.tests)
                }
                let run = try entryRun.run([number])
                progress.record(GalleryJudge.judge(entry, manifest: manifest, run: run))
            }
            try workspace.lay(number, replacing: nil)
        }
    }
}
