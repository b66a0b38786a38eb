import Foundation

/// What every command shares: where the package is, where results go, the manifests.
struct Lab {
    let layout: LabLayout
    /// The folder the command was typed in: the root, or a folder inside it (`Proofs/`).
    let here: URL
    let results: URL
    let timeout: Duration
    let options: Options
    /// The lab's state, loaded once per command (`LabMain` saves it when the command ends).
    let store: LabStateStore

    init(options: Options) throws {
        self.options = options
        let root: URL
        here = URL(filePath: FileManager.default.currentDirectoryPath).standardizedFileURL
        if let chosen = options.word(.root) {
            root = URL(filePath: chosen)
        } else {
            let here = URL(filePath: FileManager.default.currentDirectoryPath)
            guard let found = LabLayout.enclosingRoot(of: here) else {
                throw LabError.failed("\(here.path) is not inside the lab (no folder at or above it holds Package.swift, Exercises/ and Tools/): run lab from the lab's folder, or pass --root DIR")
            }
            root = found
        }
        layout = LabLayout(root: root)
        store = LabStateStore(layout: layout)
        results = URL(filePath: options.word(.results) ?? root.appending(path: ".build-lab-results").path)
        timeout = .seconds(options.number(.timeout) ?? 1500)
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
    }

    /// A folder of the lab (relative to its root) as the student reaches it from `here`:
    /// `Proofs` from the root, `.` inside it, `../Proofs` from `Tools/`; absolute from outside.
    ///
    /// ```swift
    /// lab.reach("Proofs")   // "." when the student typed the command in Proofs/
    /// ```
    func reach(_ folder: String) -> String { Self.reach(folder, from: here, root: layout.root) }

    static func reach(_ folder: String, from here: URL, root rootURL: URL) -> String {
        let target = rootURL.appending(path: folder).standardizedFileURL.pathComponents
        let from = here.standardizedFileURL.pathComponents
        let root = rootURL.standardizedFileURL.pathComponents
        guard from.starts(with: root) else { return rootURL.appending(path: folder).path }
        let shared = zip(target, from).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: from.count - shared) + target.dropFirst(shared)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }

    /// The exercises a command works on: all of them, or the one `--exercise N` names.
    func selectedExercises() throws -> [Int] {
        let available = layout.exerciseNumbers()
        guard let chosen = options.number(.exercise) else { return available }
        guard available.contains(chosen) else { throw LabError.unknownExercise(chosen, available: available) }
        return [chosen]
    }

    /// The exercise named by the command's word (`lab hint 3`), checked to exist; `nil`
    /// when the command was given none.
    func exerciseArgument() throws -> Int? {
        guard let number = try options.exerciseArgument() else { return nil }
        let available = layout.exerciseNumbers()
        guard available.contains(number) else { throw LabError.unknownExercise(number, available: available) }
        return number
    }

    /// The proof exercise named by the command's word (`lab hint proof3`, `p3`), checked to
    /// exist; `nil` when the word names no proof exercise (a bare number is an exercise's, in
    /// the commands that take either).
    func proofArgument() throws -> ProofExerciseID? {
        guard let word = options.positionals.first, ProofExerciseID(word: word) != nil else { return nil }
        return try ProofTrackCommand.proof(named: word, among: ProofExerciseID.numbers(in: layout))
    }

    func manifests(_ numbers: [Int]) throws -> [ExerciseManifest] {
        try numbers.map(layout.manifest)
    }

    func swift(_ arguments: [String], track: Track, log: URL, extraEnvironment: [String: String] = [:]) throws -> Subprocess.Outcome {
        try Subprocess(arguments: ["swift"] + arguments, environment: swiftEnvironment(track: track, extra: extraEnvironment),
                       workingDirectory: layout.root, timeout: timeout, log: log).run()
    }

    /// What every `swift` the lab runs is told: the track, and `extra` over it.
    func swiftEnvironment(track: Track, extra: [String: String] = [:]) -> [String: String] {
        // LAB_SELF_TESTS: the gate judges the lab's own tests too, with one track (Package.swift).
        ["LAB_TRACK": track.rawValue, "LAB_SELF_TESTS": track.carriesSelfTests(.swift6) ? "1" : ""]
            .merging(LanguageDefaults.swift6.environment) { $1 }
            .merging(extra) { $1 }
    }

    /// Writes a line at once (unbuffered), so CI shows progress while a long step runs.
    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func format(_ seconds: Double) -> String { String(format: "%.0fs", seconds) }
}
