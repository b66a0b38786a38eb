import Foundation

/// `lab grade SUBMISSION...`: grades students' copies of the lab (folders or `.zip`s) on
/// pristine tests. For each submission and each exercise, only that exercise's sources are
/// laid over a copy of the lab in which every other exercise holds its solution (so one
/// broken exercise never costs the others), and that exercise's tests run there — its
/// targets alone (`LAB_EXERCISES`), under a time limit, without the network where Linux lets
/// an unprivileged process drop it (`unshare -rn`). Each proof of the proofs track a submission
/// hands in (`Proofs/ProofN/`) is judged in the same copy's proofs package (`ProofGrader`): its
/// cell says how many wrong versions it catches. One table, students × exercises and proofs;
/// `--format json|junit|classroom|html` also writes that file (`--output FILE`, else in the
/// results folder). Results are kept per exercise (or proof) files and lab version (`GradeCache`): a
/// second run grades only what is new. A submission that cannot be read is one line, and the
/// others are still graded.
///
/// Where the platform builds with ThreadSanitizer, an exercise with a `tsan` proof runs
/// once more under it (`GradeSanitizer`); `--no-tsan` leaves that out for a quicker pass.
///
/// Submissions are graded in order of name. A class too large for one machine is graded in
/// slices: `--shard K/N` grades the K-th of N (`GradeSlice`), and `--merge SLICE.json...` joins
/// the slices' `grade.json` into one report in every format (`GradeMerge`).
struct GradeCommand: LabCommand {
    static let spec = CommandSpec(
        name: "grade", arguments: "SUBMISSION...|SLICE.json...", positionals: 1...10_000,
        flags: [.format, .output, .noTSan, .shard, .merge],
        summary: "instructors: grade students' copies (folders or .zip) on pristine tests; --merge joins the slices --shard graded")
    let lab: Lab

    /// The time one exercise of one submission may take, build included.
    static let limitPerExercise: Duration = .seconds(300)

    func run() throws -> Bool {
        let format = lab.options.word(.format).flatMap(GradeFormat.init(rawValue:))
        let numbers = lab.layout.exerciseNumbers()
        let proofNumbers = ProofExerciseID.numbers(in: lab.layout)
        let titles = Dictionary(uniqueKeysWithValues: try lab.manifests(numbers).map { ($0.exercise, $0.title) })
        if lab.options.isSet(.merge) {
            guard lab.options.word(.shard) == nil else { throw LabError.usage("--merge joins slices; it grades nothing, so it takes no --shard") }
            let files = try lab.options.positionals.map { path in
                guard let data = FileManager.default.contents(atPath: path) else { throw LabError.failed("\(path): cannot be read (no such file?)") }
                return (path: path, data: data)
            }
            let merged = try GradeMerge.join(files)
            Lab.say("  merged \(files.count) slices: \(merged.grades.count) submissions graded, \(merged.unreadable.count) unreadable")
            try classroomTakesOne(format, submissions: merged.grades.count + merged.unreadable.count)
            // Each line names its submission already ("ana.zip: not a copy of the lab …").
            for submission in merged.unreadable { Lab.say("  \(submission.why)") }
            try report(merged.grades, slice: nil, unreadable: merged.unreadable, exercises: numbers, proofs: proofNumbers, format: format, titles: titles)
            return merged.unreadable.isEmpty
        }
        try classroomTakesOne(format, submissions: lab.options.positionals.count)
        let withTSan = GradeSanitizer.isAvailable && !lab.options.isSet(.noTSan)
        // A result with ThreadSanitizer's proofs is not one without them: each has its own key.
        let labVersion = GradeCache.version(of: lab.layout) + (withTSan ? "+tsan" : "")
        let ordered = GradeSlice.ordered(lab.options.positionals)
        let slice = try lab.options.word(.shard).map {
            try GradeSlice(parsing: $0, names: ordered.map(GradeSlice.name(of:)), labVersion: labVersion, options: GradeOptions(threadSanitizer: withTSan))
        }
        let paths = slice?.pick(ordered) ?? ordered
        if let slice { Lab.say("  \(slice.description): \(paths.count) of \(ordered.count) submissions, by name") }
        let shipped = try ShippedFiles.load(from: lab.layout)
        let workspace = GalleryWorkspace(lab: lab.layout, folder: ".build-grade/lab")
        try workspace.prepare()
        let cache = GradeCache(folder: lab.layout.root.appending(path: ".build-grade/cache"), labVersion: labVersion)
        let offline = NetworkIsolation.wrapper()
        if offline.isEmpty { Lab.say("  note: this system does not let lab drop the network (unshare -rn); grade in a container or a throwaway account") }

        var grades: [SubmissionGrade] = []
        var unreadable: [UnreadableSubmission] = []
        var clock = GradeProgress(total: paths.count * (numbers.count + proofNumbers.count))
        let proofGrader = ProofGrader(lab: lab, workspace: workspace, shipped: shipped, wrapper: offline)
        if !proofNumbers.isEmpty, !paths.isEmpty { try proofGrader.prepare(results: "grade") }
        for (index, path) in paths.enumerated() {
            let scratch = lab.results.appending(path: "grade/submission-\(index + 1)")
            let submission: Submission
            do {
                submission = try Submission.open(path, layout: lab.layout, shipped: shipped, into: scratch)
            } catch {
                Lab.say("  \(error)")
                unreadable.append(UnreadableSubmission(name: GradeSlice.name(of: path), why: "\(error)"))
                clock.skip(numbers.count + proofNumbers.count)
                continue
            }
            for line in submission.refused { Lab.say("    \(submission.name): refused: \(line)") }
            var exercises: [ExerciseGrade] = []
            for number in numbers {
                Lab.say("  \(clock.line) \(submission.name), \(ExerciseID(number).name)")
                let sources = submission.sources[number] ?? [:]
                let grade: ExerciseGrade
                if let known = cache.grade(exercise: number, sources: sources) {
                    grade = known
                } else {
                    grade = try self.grade(
                        number, sources: sources, in: workspace, results: scratch.appending(path: ExerciseID(number).name), wrapper: offline,
                        sanitizer: withTSan ? GradeSanitizer(workspace: workspace, wrapper: offline) : nil)
                    try workspace.lay(number, replacing: nil)
                    // Only a verdict the submission earned is kept: a run cut short by the machine is tried again.
                    if grade.status != .timedOut { try cache.keep(grade, sources: sources) }
                }
                clock.finished(seconds: grade.seconds)
                exercises.append(grade)
            }
            var proofs: [ProofGrade] = []
            for number in proofNumbers {
                Lab.say("  \(clock.line) \(submission.name), \(ProofExerciseID(number).title)")
                let sources = submission.proofSources[number] ?? [:]
                let grade: ProofGrade
                // Every cell is the proof's alone: its messages name no submission (a cached one may serve another).
                if let known = cache.grade(proof: number, sources: sources) {
                    grade = known
                } else {
                    grade = try proofGrader.grade(number, sources: sources, results: "grade/submission-\(index + 1)")
                    if grade.status.isVerdict { try cache.keep(grade, sources: sources) }
                }
                clock.finished(seconds: grade.seconds)
                proofs.append(grade)
            }
            grades.append(SubmissionGrade(name: submission.name, edited: submission.edited, refused: submission.refused, exercises: exercises, proofs: proofs))
        }
        try report(grades, slice: slice, unreadable: unreadable, exercises: numbers, proofs: proofNumbers, format: format, titles: titles)
        return unreadable.isEmpty
    }

    /// `--format classroom` is one student's result: GitHub Classroom grades one repository.
    private func classroomTakesOne(_ format: GradeFormat?, submissions: Int) throws {
        guard format == .classroom, submissions != 1 else { return }
        throw LabError.usage("--format classroom is one student's result (GitHub Classroom grades one repository): grade one submission, or use --format json, junit or html for a class")
    }

    /// The table, `grade.json` (with its slice, when it is one, and what could not be read),
    /// and the file `--format` asks for.
    private func report(
        _ grades: [SubmissionGrade], slice: GradeSlice?, unreadable: [UnreadableSubmission], exercises: [Int], proofs: [Int], format: GradeFormat?,
        titles: [Int: String]
    ) throws {
        Lab.say(GradeReport.table(grades, exercises: exercises, proofs: proofs))
        let json = lab.results.appending(path: "grade.json")
        // Said, not silent: a slice's grade.json is what `--merge` reads, and this run replaces it.
        let replacing = FileManager.default.fileExists(atPath: json.path)
        try GradeJSON.render(grades, slice: slice, unreadable: unreadable).write(to: json, options: .atomic)
        Lab.say("  every test's result and message: \(json.path)" + (replacing ? " (replacing the one an earlier run wrote: copy it first to keep it)" : ""))
        if let format {
            let output = lab.options.word(.output).map { URL(filePath: $0) } ?? lab.results.appending(path: "grade.\(format.fileExtension)")
            try format.render(grades, titles: titles, slice: slice, unreadable: unreadable).write(to: output, options: .atomic)
            Lab.say("  \(format.rawValue): \(output.path)")
        }
    }

    private func grade(_ number: Int, sources: [String: Data], in workspace: GalleryWorkspace, results: URL, wrapper: [String],
                       sanitizer: GradeSanitizer?) throws -> ExerciseGrade {
        guard !sources.isEmpty else {
            return ExerciseGrade(exercise: number, status: .missing, tests: [], compilerErrors: [])
        }
        let started = ContinuousClock.now
        try workspace.lay(number, sources: sources)
        // That exercise's targets alone (`LAB_EXERCISES`): a quicker link, and no other exercise in the build.
        var testRun = TestRun(root: workspace.root, results: results, timeout: Self.limitPerExercise, environment: ["LAB_EXERCISES": "\(number)"])
        testRun.wrapper = wrapper
        testRun.buildFlags = BuildSettings.toolFlags(lab.layout)
        let run = try testRun.run([number])
        var tests = run.outcomes(of: number).map(ExerciseGrade.Test.init)
        // The compiler names the grader's copy; the instructor opens the student's file, from the lab's root (no
        // submission's name: the cache serves a cell to any submission with the same files).
        let errors = (run.notCompiling[number] ?? []).map { $0.replacingOccurrences(of: workspace.root.path + "/", with: "") }
        var timedOut = run.timedOut
        let incident = run.incident(of: number)
        // The cell's limit holds for both runs: ThreadSanitizer's gets what the first left.
        let left = Self.limitPerExercise - (ContinuousClock.now - started)
        if let sanitizer, errors.isEmpty, !run.timedOut, incident == nil, !tests.isEmpty {
            let manifest = try lab.layout.manifest(number)
            let sanitized = left > .seconds(5)
                ? try sanitizer.proofs(of: manifest, results: results.appending(path: "tsan"), limit: left)
                : (tests: sanitizer.timedOut(manifest, limit: left), timedOut: true)
            tests += sanitized.tests
            timedOut = timedOut || sanitized.timedOut
        }
        let status: ExerciseGrade.Status =
            if !errors.isEmpty { .doesNotCompile }
            else if timedOut { .timedOut }
            else if let incident { incident.kind == .crashed ? .crashed : .neverReturned }
            else if tests.isEmpty { .doesNotCompile }
            else if tests.allSatisfy({ $0.result == .passed || $0.result == .skipped }) { .done }
            else { .failing }
        return ExerciseGrade(exercise: number, status: status, tests: tests, compilerErrors: Array(errors.prefix(3)),
                             incident: incident?.message, seconds: Double((ContinuousClock.now - started) / .milliseconds(1)) / 1000)
    }
}

/// `[n/N] about 12 min left`: how far grading is, and an estimate from the exercises graded
/// so far (cached ones cost nothing and do not count toward the average).
struct GradeProgress {
    let total: Int
    private(set) var done = 0
    private var ranSeconds = 0.0
    private var ran = 0

    init(total: Int) {
        self.total = total
    }

    /// The first exercise that ran built the grader's workspace from cold: it does not count
    /// toward the average (counted, a 4–5 min job's first estimate said 23–40 min).
    private var firstRanSeconds: Double?

    var line: String {
        let left = total - done
        guard ran > 0, left > 0 else { return "[\(done + 1)/\(total)]" }
        let minutes = Int((ranSeconds / Double(ran) * Double(left) / 60).rounded(.up))
        return "[\(done + 1)/\(total), about \(minutes) min left]"
    }

    mutating func finished(seconds: Double) {
        done += 1
        guard seconds > 0 else { return }
        if firstRanSeconds == nil { firstRanSeconds = seconds; return }
        ranSeconds += seconds
        ran += 1
    }

    mutating func skip(_ count: Int) {
        done += count
    }
}

/// Submissions are code from elsewhere: their tests run without the network where Linux lets
/// an unprivileged process drop it (a new user and network namespace, `unshare -rn`).
enum NetworkIsolation {
    /// `["unshare", "-rn"]` when it works here, else nothing (macOS, or namespaces disabled).
    static func wrapper() -> [String] {
        let probe = Process()
        probe.executableURL = URL(filePath: "/usr/bin/env")
        probe.arguments = ["unshare", "-rn", "true"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return [] }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? ["unshare", "-rn"] : []
    }
}
