import Foundation

/// Some of the gallery's exercises, judged round by round (`GalleryRound`: one entry of each
/// exercise per build) in a workspace of their own (a copy of the lab and its build folder).
/// `lab gallery` runs two lanes side by side: a round's run is mostly one compiler, linker or
/// test process at a time, so one lane leaves the second core idle about half the time
/// (docs/ARCHITECTURE.md, "The wrong-fix gallery").
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

    /// Judges the lane's entries round by round (`GalleryRound`: one entry of each exercise laid
    /// side by side, one build, one test process), and records each verdict in `progress`, after
    /// checking that the workspace builds and every one of the lane's solutions is green there.
    /// Stops before its next round once another lane has failed.
    func judge(progress: GalleryProgress) throws {
        let workspace = GalleryWorkspace(lab: layout, folder: folder)
        try workspace.prepare()
        let numbers = galleries.keys.sorted()
        let manifests = try Dictionary(uniqueKeysWithValues: numbers.map { ($0, try layout.manifest($0)) })
        // The solutions build the workspace (a long limit) and must be green there, or no
        // entry's result means anything.
        let baseline = try testRun(results.appending(path: "\(folderName)-solutions"), limit: buildLimit,
                                   exercises: numbers, filter: nil).run(numbers)
        let red = baseline.outcomes.filter(\.failed)
        let silent = numbers.filter { baseline.outcomes(of: $0).isEmpty }
        if baseline.buildFailed || baseline.timedOut || !red.isEmpty || !silent.isEmpty {
            throw LabError.failed("a solution is not green in the gallery's workspace (\(red.first?.key ?? silent.first.map { ExerciseID($0).name + ": no results" } ?? "build failed")); log: \(baseline.log.path)")
        }
        progress.say("  workspace \(workspace.root.path): \(numbers.map { ExerciseID($0).name }.joined(separator: ", "))'s solutions pass (\(Lab.format(baseline.seconds)), build included)")
        for (index, round) in GalleryRound.rounds(of: galleries).enumerated() {
            if progress.stopped { return }
            for entry in round.entries { try workspace.lay(entry.exercise, replacing: entry) }
            let run = try testRun(results.appending(path: "\(folderName)-round-\(index + 1)"), limit: entryLimit,
                                  exercises: round.exercises, filter: round.testFilter(manifests)).run(round.exercises)
            if round.speaksForEach(run) {
                for entry in round.entries {
                    progress.record(GalleryJudge.judge(entry, manifest: manifests[entry.exercise]!, run: run, sharedBy: round.entries.count,
                                                       builtFolder: workspace.root.appending(path: layout.exercisePath(entry.exercise))))
                }
                continue
            }
            // A crash, a hang or a failed build: each entry again, alone, so it is judged on its own code.
            progress.say("  round \(index + 1) of \(folderName) (\(round.entries.map(\.name).joined(separator: ", "))) cannot speak for each entry; each runs alone")
            for entry in round.entries {
                let alone = GalleryRound(entries: [entry])
                for other in round.entries where other != entry { try workspace.lay(other.exercise, replacing: nil) }
                try workspace.lay(entry.exercise, replacing: entry)
                let run = try testRun(results.appending(path: "\(ExerciseID(entry.exercise).name)/\(entry.name)"), limit: entryLimit,
                                      exercises: [entry.exercise], filter: alone.testFilter(manifests)).run([entry.exercise])
                progress.record(GalleryJudge.judge(entry, manifest: manifests[entry.exercise]!, run: run,
                                                   builtFolder: workspace.root.appending(path: layout.exercisePath(entry.exercise))))
            }
        }
        for number in numbers { try workspace.lay(number, replacing: nil) }
    }

    /// The lane's workspace folder's last name (`lab`, `lab-2`), which names its results.
    private var folderName: String { String(folder.split(separator: "/").last!) }

    /// A run of some exercises' tests in the lane's workspace, as a student runs them, built with
    /// those exercises' targets alone (`LAB_EXERCISES`): a round rebuilds and links its own.
    private func testRun(_ results: URL, limit: Duration, exercises: [Int], filter: String?) -> TestRun {
        let only = ["LAB_EXERCISES": exercises.map(String.init).joined(separator: ",")]
        var run = TestRun(root: layout.root.appending(path: folder), results: results, timeout: limit,
                          environment: GalleryCommand.entryEnvironment.merging(only) { $1 })
        // The Swift Testing suite judges: the XCTest one runs the same scenarios, and the
        // gate's tests step runs both on every solution.
        run.suites = .swiftTestingOnly
        run.buildFlags = BuildSettings.toolFlags(layout)
        run.testFilter = filter
        return run
    }
}
