import ConcurrencyProbes
import Foundation
import Testing

/// One proof exercise as its judge sees it: which exercise's versions it runs, where they and the
/// student's proof are, and the judging itself — each version in an exit test, one report.
///
/// ```swift
/// static let exercise = ProofExercise(number: 3, exercise: 7, files: ["CatalogLoader.swift"])
/// await exercise.judge(try exercise.versions(broken: "the save runs in a task of its own"),
///                      isRegistered: { Proof3Registry.versions(named: $0) != nil }) { name in
///     await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name] in … }
/// }
/// ```
public struct ProofExercise: Sendable {
    /// N of `ProofN`.
    public let number: Int
    /// The exercise whose versions the proof is judged against.
    public let exercise: Int
    /// The exercise's source files, each version's links.
    public let files: [String]
    /// The lab's root, from the judge's own file (`Proofs/Judge/ProofN/…`).
    public let labRoot: URL
    /// How long one run of the proof may take (`ProofJudge.prove(within:_:)`): longer where a
    /// good proof explores every order of the calls.
    public let limit: Duration

    public init(number: Int, exercise: Int, files: [String], limit: Duration = ProofJudge.defaultLimit, judgeFile: StaticString = #filePath) {
        self.number = number
        self.exercise = exercise
        self.files = files
        self.limit = limit
        labRoot = URL(filePath: "\(judgeFile)").deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    var gallery: URL { labRoot.appending(path: "Fixtures/Exercise\(exercise)/Gallery") }

    /// The fixed version, the broken one, and every entry of the exercise's gallery but those that
    /// break only the review rule (`kind: escape-hatch`: no behaviour shows it, so no proof could
    /// catch it; `lab gallery` does, by reading the source).
    public func versions(broken idea: String) throws -> [ProofVersion] {
        let names = try FileManager.default.contentsOfDirectory(atPath: gallery.path).filter { $0.hasSuffix(".swift") }.sorted()
        let entries = try names.map { try ProofVersion(galleryEntry: gallery.appending(path: $0)) }
        return [ProofVersion(name: ProofVersion.fixedName, verdict: .correct, idea: "The lab's solution to Exercise \(exercise)."),
                ProofVersion(name: ProofVersion.brokenName, verdict: .wrong, idea: idea)]
            + entries.filter { !$0.breaksOnlyTheReviewRule }
    }

    /// Runs the student's proof against each of `versions` — `run` makes the exit test for the
    /// version it is given (the macro needs the proof's call written out) — and records a message
    /// for each version it gets wrong, then the summary (printed instead when the proof is done),
    /// and attaches the score (`ProofScore`) for `lab grade`.
    public func judge(
        _ versions: [ProofVersion], isRegistered: (String) -> Bool,
        run: @escaping @Sendable (String) async -> ExitTest.Result?
    ) async {
        var runs: [ProofRun] = []
        for version in versions {
            guard isRegistered(version.name) else {
                Issue.record(Comment(rawValue: "The lab has no module for the version \(version.name) (the lab's mistake, not your"
                    + " proof's: `swift run lab proofs --sync-versions` makes it)"))
                continue
            }
            // Swift Testing repeats the child's issues here as known issues, without the version:
            // this line, first, says whose they are (on standard error, where they are printed).
            FileHandle.standardError.write(Data("— your proof on \(version.name):\n".utf8))
            let finished = Locked<ExitTest.Result?>(nil)
            // The child exits 0 whatever the proof did, and says it on its output: only a crash ends
            // it otherwise, and then this expectation is the known issue that says so.
            await withKnownIssue("the run of your proof on \(version.name) crashed", isIntermittent: true) {
                let result = await run(version.name)
                finished.withLock { $0 = result }
            }
            runs.append(ProofJudge.run(of: version, finished.value))
        }
        let proof = ProofFile(proof: number, labRoot: labRoot)
        let report = ProofReport(title: "Proof \(number)", exercise: exercise, files: proof.shown, runs: runs,
                                 findings: ProofSource.findings(in: proof))
        for message in report.messages { Issue.record(Comment(rawValue: message)) }
        Attachment.record(ProofScore(report).json, named: "Proof\(number)-score.json")
        if report.isDone { print(report.summary) } else { Issue.record(Comment(rawValue: report.summary)) }
    }

    /// Records, for each version (the broken one's idea `broken`), what is wrong with how it is
    /// built: the lab's own check, which every judge runs. `madeType` names a type a version's
    /// module makes (`String(reflecting:)`), or `nil` when the registry has no such version.
    ///
    /// ```swift
    /// try exercise.checkVersions(broken: broken) { name in
    ///     Proof3Registry.versions(named: name).map { String(reflecting: type(of: $0.loader(remote: …, store: …, clock: …))) }
    /// }
    /// ```
    public func checkVersions(broken idea: String, madeType: (String) -> String?) throws {
        for version in try versions(broken: idea) {
            guard let made = madeType(version.name) else {
                Issue.record(Comment(rawValue: "\(version.name) has no module in Proof\(number)Registry: swift run lab proofs --sync-versions"))
                continue
            }
            #expect(try problems(of: version, madeType: made) == [])
        }
    }

    /// What is wrong with how `version` is built, if anything: its module (`ProofN<Name>`, read
    /// from the name of a type it makes, `madeType`) and its files (links to the solution's, the
    /// one the entry replaces to the entry; the broken version's copy against the shipped exercise).
    public func problems(of version: ProofVersion, madeType: String) throws -> [String] {
        let folder = version.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let module = "Proof\(number)\(folder)"
        var problems: [String] = []
        if !madeType.hasPrefix(module + ".") { problems.append("\(version.name) makes \(madeType), not a type of \(module)") }
        let versionFolder = labRoot.appending(path: "Proofs/Versions/Proof\(number)/\(folder)")
        if version.name == ProofVersion.brokenName {
            struct Shipped: Decodable { struct File: Decodable { let path: String; let content: String? }; let files: [File] }
            let shipped = try JSONDecoder().decode(Shipped.self, from: Data(contentsOf: labRoot.appending(path: "Exercises/shipped.json")))
            for file in files {
                let copy = try String(contentsOf: versionFolder.appending(path: file), encoding: .utf8)
                if shipped.files.first(where: { $0.path == "Exercises/Exercise\(exercise)/\(file)" })?.content != copy {
                    problems.append("Proofs/Versions/Proof\(number)/Broken/\(file) differs from Exercise \(exercise) as shipped: copy it from Exercises/shipped.json")
                }
            }
            return problems
        }
        for file in files {
            let link = versionFolder.appending(path: file)
            let expected = file == version.replaces ? "Fixtures/Exercise\(exercise)/Gallery/\(version.name).swift" : "Solutions/Exercise\(exercise)/\(file)"
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) ?? "(not a link)"
            if !target.hasSuffix(expected) { problems.append("\(link.path) links to \(target), not to \(expected)") }
        }
        return problems
    }
}
