import Foundation
import Testing

@testable import lab

@Suite("lab: the student loop (results, selection, hints, reset)")
struct StudentLoopTests {
    @Test("Swift Testing's event stream: every test, the student's message, the file and line")
    func eventStream() throws {
        let outcomes = EventStream.outcomes(in: try CapturedOutput.text("events-exercise7-exercises.jsonl"))
        let proof = try #require(outcomes.first { $0.id == "Exercise7Tests.Exercise7OwnershipTests/loadOwnsItsSave()" })

        #expect(outcomes.count == 5)
        #expect(proof.failed)
        #expect(proof.messages.first?.hasPrefix("The save outlived load()") == true)
        #expect(proof.location == "Exercise7OwnershipTests.swift:18")
        #expect(proof.displayName?.hasPrefix("Exercise7: load() has finished saving") == true)
        #expect(outcomes.filter(\.failed).count == 1)
        #expect(outcomes.filter(\.skipped).count == 1)
    }

    @Test("Swift Testing's event stream: a warning is said and fails nothing; an attachment's file is kept with its test")
    func warningsAndAttachments() throws {
        // Swift 6.3's own stream of a test that records a warning, an attachment and an issue.
        let outcomes = EventStream.outcomes(in: try CapturedOutput.text("events-warning-and-attachment.jsonl"))
        let test = try #require(outcomes.first)

        #expect(outcomes.count == 1)
        #expect(test.warnings == ["3 schedules left out"])
        #expect(test.messages == ["the model disagrees"], "the warning is not among the failures")
        #expect(test.failed)
        #expect(test.attachments == ["/tmp/att/out/trace.txt"])
    }

    @Test("a graded test keeps what it attached, as text, and what it warned")
    func gradedAttachments() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lab-attachments-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appending(path: "Exercise2-trace.txt")
        try Data("1. refresh A starts\n2. clear()".utf8).write(to: trace)
        var outcome = TestOutcome(id: "Exercise2Tests.T/proof()", failed: true, messages: ["The latest word lost"])
        outcome.attachments = [trace.path, folder.appending(path: "gone.txt").path]
        outcome.warnings = ["2 schedules left out"]

        let test = ExerciseGrade.Test(outcome)

        #expect(test.attachments == [GradeAttachment(name: "Exercise2-trace.txt", text: "1. refresh A starts\n2. clear()")])
        #expect(test.warnings == ["2 schedules left out"])
        #expect(ExerciseGrade.Test(TestOutcome(id: "E.T/p()", failed: false, messages: [])).attachments == nil, "none: no key in grade.json")
    }

    @Test("XCTest's console reads the same in its Linux and macOS formats")
    func xctestConsoleBothFormats() throws {
        let linux = XCTestConsole.outcomes(in: try CapturedOutput.text("xctest-console-linux-exercise7.log"))
        let macOS = XCTestConsole.outcomes(in: try CapturedOutput.text("xctest-console-macos-exercise7.log"))
        let proof = "Exercise7OwnershipXCTests/test_load_finishesSavingBeforeReturning_andCancellingItCancelsTheSave"

        for outcomes in [linux, macOS] {
            let failed = try #require(outcomes.first { $0.key == proof })
            #expect(failed.failed)
            #expect(failed.messages.first?.contains("The save outlived load()") == true)
            #expect(failed.location == "Exercise7OwnershipXCTests.swift:16")
            #expect(outcomes.filter(\.failed).count == 1)
            #expect(outcomes.contains { $0.skipped })
        }
        #expect(macOS.first?.id.hasPrefix("Exercise7Tests.") == true)
        #expect(ExerciseSelection.exercise(ofTest: try #require(linux.first).id) == 7)
    }

    @Test("selecting Exercise 1 never selects Exercise 10")
    func exactSelection() throws {
        let filter = try NSRegularExpression(pattern: ExerciseSelection.testFilter([1]))
        let several = try NSRegularExpression(pattern: ExerciseSelection.testFilter([1, 2]))
        func matches(_ regex: NSRegularExpression, _ name: String) -> Bool {
            regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }

        #expect(matches(filter, "Exercise1Tests.Exercise1CacheTests/callsTakeTurns()"))
        #expect(!matches(filter, "Exercise10Tests.Exercise10Tests/anything()"))
        #expect(matches(several, "Exercise2Tests.X/y"))
        #expect(!matches(several, "Exercise12Tests.X/y"))
        #expect(ExerciseSelection.exercise(ofPath: "/lab/Exercises/Exercise12/A.swift") == 12)
    }

    @Test("a compiler error names its exercise; an XCTest failure line is not a compiler error")
    func compilerErrors() {
        let console = """
            /lab/Exercises/Exercise3/ProductLoader.swift:12:5: error: cannot find 'x' in scope
            /lab/Tests/Exercise1Tests/Exercise1CacheXCTests.swift:14: error: Exercise1CacheXCTests.test_x : failed - Two calls
            """
        #expect(TestRun.compilerErrors(in: console).keys.sorted() == [3])
    }

    @Test("a misspelled flag, a stray word or a missing number is one clear error")
    func commandLine() throws {
        #expect(throws: LabError.self) { try Options(["list", "--exercize", "2"]) }
        #expect(throws: LabError.self) { try Options(["hint"]) }
        #expect(throws: LabError.self) { try Options(["hint", "1", "2"]) }
        #expect(throws: LabError.self) { try Options(["reset", "1", "--force"]) }
        #expect(throws: LabError.self) { try Options(["hint", "one"]).exerciseArgument() }
        #expect(try Options(["hint", "3", "--all"]).isSet(.all))
        #expect(try Options([]).command == "progress")
        #expect(Options.closest(to: "exercize", in: ["exercise", "runs"]) == "exercise")
    }

    @Test("the README's three hints are read in order, and its story's first sentence")
    func readme() throws {
        let text = """
            # Exercise 9 — X

            ## The story
            The cache loses updates. Sometimes.

            ## Hints
            <details><summary>Hint 1 (nudge)</summary>

            one
            </details>

            <details><summary>Hint 2 (direction)</summary>
            two
            </details>
            """
        let readme = ExerciseReadme(text: text)
        #expect(readme.hints.map(\.title) == ["Hint 1 (nudge)", "Hint 2 (direction)"])
        #expect(readme.hints.first?.body == "one")
        #expect(readme.story == "The cache loses updates.")
    }

    @Test("reset keeps every byte the student wrote in a backup, then restores what shipped")
    func resetLosesNothing() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-reset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = LabLayout(root: root)
        func write(_ path: String, _ text: String) throws { try writeFile(path, text, under: root) }
        try write("Exercises/Exercise1/Cache.swift", "shipped cache\n")
        try write("Exercises/Exercise1/README.md", "shipped readme\n")
        try write("Tests/Exercise1Tests/CacheTests.swift", "tests\n")
        let shipped = try ShippedFiles.snapshot(of: layout)
        // The student's work: an edit, a new file, a deleted README.
        try write("Exercises/Exercise1/Cache.swift", "my actor\n")
        try write("Exercises/Exercise1/Helper.swift", "my helper\n")
        try FileManager.default.removeItem(at: root.appending(path: "Exercises/Exercise1/README.md"))
        #expect(shipped.changed(1, in: .exercise, layout: layout).count == 2)

        let first = try ExerciseReset(layout: layout, shipped: shipped).reset(1, at: Date(timeIntervalSince1970: 0))
        let second = try ExerciseReset(layout: layout, shipped: shipped).reset(1, at: Date(timeIntervalSince1970: 0))

        func read(_ path: String) throws -> String { try String(contentsOf: root.appending(path: path), encoding: .utf8) }
        #expect(try read(first.backup + "/Cache.swift") == "my actor\n")
        #expect(try read(first.backup + "/Helper.swift") == "my helper\n")
        #expect(try read("Exercises/Exercise1/Cache.swift") == "shipped cache\n")
        #expect(try read("Exercises/Exercise1/README.md") == "shipped readme\n")
        #expect(shipped.changed(1, in: .exercise, layout: layout).isEmpty)
        // The same second twice: a second backup beside the first, never over it.
        #expect(second.backup != first.backup)
        #expect(try read(first.backup + "/Cache.swift") == "my actor\n")
        #expect(shipped.changed(1, in: .tests, layout: layout).isEmpty)
    }

    @Test("an edited test is noticed")
    func editedTest() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-shipped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appending(path: "Tests/Exercise2Tests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appending(path: "Exercises/Exercise2"), withIntermediateDirectories: true)
        try Data("proof\n".utf8).write(to: root.appending(path: "Tests/Exercise2Tests/T.swift"))
        let layout = LabLayout(root: root)
        let shipped = try ShippedFiles.snapshot(of: layout)
        try Data("// gutted\n".utf8).write(to: root.appending(path: "Tests/Exercise2Tests/T.swift"))

        #expect(shipped.changed(2, in: .tests, layout: layout) == ["Tests/Exercise2Tests/T.swift"])
    }
}

@Suite("lab: the proof manifest is strict")
struct ManifestTests {
    private func decode(_ json: String) throws -> ExerciseManifest {
        try JSONDecoder().decode(ExerciseManifest.self, from: Data(json.utf8))
    }

    @Test("each kind decodes to its own case")
    func kinds() throws {
        let manifest = try decode("""
            {"exercise": 1, "title": "T", "lesson": "000", "proofs": [
              {"kind": "test", "name": "n", "tests": ["M.T/t"], "message": "m"},
              {"kind": "tsan", "name": "r", "filter": "f"},
              {"kind": "compile", "name": "c", "fixture": "a.swift", "fixed": "b.swift", "swift5": "warning"}],
              "contract": [{"clause": 1, "text": "t", "tests": ["M.T/t"]}]}
            """)
        #expect(manifest.proofs == [.test(name: "n", tests: ["M.T/t"], message: "m"), .tsan(name: "r", filter: "f"),
                                    .compile(name: "c", fixture: "a.swift", fixed: "b.swift", swiftFive: .warning)])
    }

    @Test("a misspelled field, a field of another kind, an unknown kind or a missing field is an error")
    func strict() {
        let proofs = [
            #"{"kind": "test", "name": "n", "tests": ["M.T/t"], "mesage": "m"}"#,
            #"{"kind": "tsan", "name": "r", "filter": "f", "message": "m"}"#,
            #"{"kind": "stress", "name": "s"}"#,
            #"{"kind": "compile", "name": "c", "fixture": "a.swift", "swift5": "warning"}"#,
            #"{"kind": "compile", "name": "c", "fixture": "a.swift", "fixed": "b.swift"}"#,
            #"{"kind": "compile", "name": "c", "fixture": "a.swift", "fixed": "b.swift", "swift5": "silent"}"#,
        ]
        for proof in proofs {
            #expect(throws: DecodingError.self) { try decode(#"{"exercise": 1, "title": "T", "lesson": "0", "proofs": [\#(proof)]}"#) }
        }
        #expect(throws: DecodingError.self) { try decode(#"{"exercise": 1, "title": "T", "lesson": "0", "proofs": [], "extra": 1}"#) }
    }
}

@Suite("lab new: the scaffold")
struct ScaffoldTests {
    @Test("the exercise targets are read from SwiftPM's dump of Package.swift, not its text")
    func exerciseTargetsFromTheDump() throws {
        let dump = "warning: before\n{\n" + #"  "name": "L", "targets": [{"name": "Catalog", "type": "regular"}, {"name": "Exercise2", "type": "regular"},"#
            + #" {"name": "Exercise1", "type": "regular"}, {"name": "Exercise1Tests", "type": "test"}]"# + "\n}\nwarning: after {x}\n"
        #expect(try PackageTargets.exercises(inDump: Data(dump.utf8)) == [1, 2])
    }

    @Test("scaffolds both tracks, both suites, the manifest and the exercises' table row; refuses a taken number")
    func scaffold() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-new-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appending(path: "docs"), withIntermediateDirectories: true)
        try Data("| # | title |\n|---|---|\n| 1 | A | x | y |\n| 2 | B | x | y |\n\nmore\n".utf8).write(to: root.appending(path: LabDocuments.students.rawValue))
        let layout = LabLayout(root: root)

        let created = try ExerciseScaffold(layout: layout, number: 3, title: "Sendable closures").write()

        #expect(created.count == 7)
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "Package.swift").path), "the manifest's text is never written")
        #expect(try String(contentsOf: root.appending(path: LabDocuments.students.rawValue), encoding: .utf8).contains("| 2 | B | x | y |\n| 3 | Sendable closures |"))
        let manifest = try layout.manifest(3)
        #expect(manifest.title == "Sendable closures" && manifest.testProofs.count == 1)
        #expect(try ExerciseReadme(3, layout: layout).hints.count == 3)
        #expect(throws: LabError.self) { try ExerciseScaffold(layout: layout, number: 3, title: "Again").write() }
    }
}

@Suite("lab: the state it remembers")
struct LabStateTests {
    @Test("the state file written by an earlier lab still reads, typed; a command that changes nothing writes nothing")
    func stateFileRoundTrip() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appending(path: ".lab/state.json")
        let layout = LabLayout(root: root)

        let untouched = LabStateStore(layout: layout)
        try untouched.save()
        #expect(!FileManager.default.fileExists(atPath: file.path), "nothing changed: no .lab/ left behind")

        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let earlier = #"{"version": 1, "hintsShown": {"3": 2}, "lastStatus": {"1": "done", "2": "in progress", "9": "unknown word"}}"#
        try Data(earlier.utf8).write(to: file)
        let store = LabStateStore(layout: layout)
        #expect(store.state.hintsShown(3) == 2)
        #expect(store.state.lastStatus(1) == .done && store.state.lastStatus(2) == .inProgress)
        #expect(store.state.lastStatus(9) == nil, "a word it does not know is forgotten, not a crash")

        store.state.noteHintsShown(3, of: 3)
        try store.save()
        #expect(LabStateStore(layout: layout).state.hintsShown(3) == 3)

        try Data(#"{"version": 2, "hintsShown": {"3": 2}}"#.utf8).write(to: file)
        #expect(LabStateStore(layout: layout).state.hintsShown(3) == 3, "a file it cannot read: the last good copy is restored")
        let kept = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("state.unreadable-") }
        #expect(kept.count == 1, "and the unreadable file is kept aside, not lost: \(kept)")

        try FileManager.default.removeItem(at: file.deletingLastPathComponent().appending(path: "state.last-good.json"))
        try Data("not json".utf8).write(to: file)
        #expect(LabStateStore(layout: layout).state == LabState(), "no good copy: a fresh start")
    }
}

@Suite("lab grade: reading a submission")
struct SubmissionTests {
    @Test("only an exercise's Swift files are read; a link, a large file, another kind of file are refused; an edited test is flagged")
    func readsOnlyTheExercisesSources() throws {
        let lab = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let layout = LabLayout(root: lab)
        let shipped = try ShippedFiles.load(from: layout)
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-submission-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = root.appending(path: "Exercises/Exercise1")
        try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: exercise.appending(path: "InMemoryProductCache.swift"))
        try Data("notes".utf8).write(to: exercise.appending(path: "notes.txt"))
        try Data(count: Submission.maxFileSize + 1).write(to: exercise.appending(path: "Huge.swift"))
        try FileManager.default.createSymbolicLink(atPath: exercise.appending(path: "Linked.swift").path, withDestinationPath: "/etc/hostname")
        let tests = root.appending(path: "Tests/Exercise2Tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try Data("// changed\n".utf8).write(to: tests.appending(path: "Exercise2Messages.swift"))

        let submission = try Submission.open(root.path, layout: layout, shipped: shipped, into: root.appending(path: "scratch"))

        #expect(submission.sources[1]?.keys.sorted() == ["InMemoryProductCache.swift"])
        #expect(submission.sources[2] == nil)
        #expect(submission.refused.count == 3)
        #expect(submission.refused.contains { $0.contains("Linked.swift: a link") })
        #expect(submission.edited.contains("Tests/Exercise2Tests/Exercise2Messages.swift"))
        #expect(!submission.edited.contains { $0.hasPrefix("Tests/Exercise1Tests") }, "no Tests/Exercise1Tests folder: nothing edited there")
        #expect(throws: LabError.self) { try Submission.open(root.appending(path: "Exercises").path, layout: layout, shipped: shipped, into: root) }
    }
}

@Suite("lab proof: the proofs track in the student's lab")
struct ProofTrackTests {
    @Test("a proof exercise is named as a student would (3, proof3, Proof3, p3); anything else is one clear error")
    func proofNames() throws {
        #expect(try ProofTrackCommand.proof(named: "3", among: [1, 2, 3, 4]) == ProofExerciseID(3))
        #expect(try ProofTrackCommand.proof(named: "proof3", among: [1, 2, 3, 4]) == ProofExerciseID(3))
        #expect(try ProofTrackCommand.proof(named: "Proof3", among: [1, 2, 3, 4]) == ProofExerciseID(3))
        #expect(try ProofTrackCommand.proof(named: "p3", among: [1, 2, 3, 4]) == ProofExerciseID(3))
        for word in ["x", "proof", "p0", "-1", "proofs3"] {
            #expect(throws: LabError.self, "\(word)") { try ProofTrackCommand.proof(named: word, among: [1, 2, 3, 4]) }
        }
        #expect(throws: LabError.self) { try ProofTrackCommand.proof(named: "9", among: [1, 2, 3, 4]) }
        #expect(ProofExerciseID(word: "3") == nil, "a bare number is an exercise's, for `lab hint 3`")
        #expect(ProofExerciseID(3).testCommand == "cd Proofs && swift test --filter Proof3")
    }

    @Test("its hints and verdicts are kept beside the exercises', and an older state file still reads")
    func proofState() throws {
        let earlier = #"{"version": 1, "hintsShown": {"3": 2}, "lastStatus": {"1": "done"}}"#
        var state = try JSONDecoder().decode(LabState.self, from: Data(earlier.utf8))
        #expect(state.proofHintsShown(3) == 0 && state.lastVerdict(ofProof: 3) == nil)
        state.noteProofHintsShown(1, of: 3)
        state.note(.done, ofProof: 4)
        state.note(.notDone, ofProof: 3)
        let again = try JSONDecoder().decode(LabState.self, from: JSONEncoder().encode(state))
        #expect(again == state)
        #expect(again.hintsShown(3) == 2, "the exercise's hints are its own")
        #expect(again.proofHintsShown(3) == 1 && again.lastVerdict(ofProof: 4) == .done && again.lastVerdict(ofProof: 3) == .notDone)
    }

    @Test("reset proofN keeps the student's proof in a backup, then restores the starting proof")
    func proofResetLosesNothing() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-proof-reset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = LabLayout(root: root)
        func write(_ path: String, _ text: String) throws { try writeFile(path, text, under: root) }
        func read(_ path: String) throws -> String { try String(contentsOf: root.appending(path: path), encoding: .utf8) }
        try write("Proofs/Proof3/Proof3.swift", "starting proof\n")
        try write("Proofs/Proof3/README.md", "readme\n")
        try write("Proofs/Solutions/Proof3/Proof3.swift", "the lab's proof\n")
        let shipped = try ShippedFiles.snapshot(of: layout)
        #expect(shipped.proofFiles(of: 3).map(\.path) == ["Proofs/Proof3/Proof3.swift", "Proofs/Proof3/README.md"],
                "the starting proof ships in full; the lab's own proof is not the student's to reset")
        try write("Proofs/Proof3/Proof3.swift", "my proof\n")
        try write("Proofs/Proof3/Checks.swift", "my helper\n")

        let result = try ExerciseReset(layout: layout, shipped: shipped).resetProof(3, at: Date(timeIntervalSince1970: 0))

        #expect(result.backup.hasPrefix(".lab/backups/Proof3-"))
        #expect(try read(result.backup + "/Proof3.swift") == "my proof\n")
        #expect(try read(result.backup + "/Checks.swift") == "my helper\n")
        #expect(try read("Proofs/Proof3/Proof3.swift") == "starting proof\n")
        #expect(throws: LabError.self) { try ExerciseReset(layout: layout, shipped: shipped).resetProof(4, at: Date()) }
    }

    @Test("the overview names each proof's last verdict and the next one to do")
    func overview() {
        var state = LabState()
        state.note(.done, ofProof: 1)
        let text = ProofTrackCommand.overview([1, 2], state: state)
        #expect(text.contains("✓ Proof 1") && text.contains("not judged yet"))
        #expect(ProofTrackCommand.overview([1, 2], state: state, notStarted: [2]).contains("Proof 2  not started"))
        #expect(text.contains("Next: Proof 2") && text.contains("cd Proofs && swift test --filter Proof2") && text.contains("lab hint proof2"))
        #expect(ProgressCommand.proofsTrack([1, 2], state: state).contains("1 of 2 done"))
        #expect(ProgressCommand.proofsTrack([], state: state).isEmpty)
    }

    @Test("a proof done against fewer versions than there are now names the versions added, and is the next to judge again")
    func versionsGrew() throws {
        var state = LabState()
        state.note(.done, ofProof: 1)
        state.noteVersionsJudged(["Broken", "Fixed", "HitCounterActor"], ofProof: 1)
        state.note(.done, ofProof: 2)
        state.noteVersionsJudged(["Broken", "Fixed"], ofProof: 2)
        let versions = [1: ["Broken", "Fixed", "HitCounterActor", "KeepFirstTimestamp"], 2: ["Broken", "Fixed"]]

        let text = ProofTrackCommand.overview([1, 2], state: state, versions: versions)

        #expect(text.contains("· Proof 1") && text.contains("1 version added since it was judged (KeepFirstTimestamp)"))
        #expect(text.contains("swift run lab proof 1") && text.contains("Next: Proof 1"))
        #expect(text.contains("✓ Proof 2  done") && !text.contains("Every proof is done."))
        // Kept across runs of the lab: the state file carries them.
        let decoded = try JSONDecoder().decode(LabState.self, from: JSONEncoder().encode(state))
        #expect(decoded.versionsJudged(ofProof: 1) == ["Broken", "Fixed", "HitCounterActor"])
    }

    @Test("once a proof is done, the proofs other students wrote, each with its idea and what the judge says of it")
    func galleryAfterDone() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-proof-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeFile("Proofs/Gallery/Proof3/ownership-only.swift", "// judged: lets-through\n// idea: The probe is the whole proof.\n\nimport Testing\n", under: root)
        try writeFile("Proofs/Gallery/Proof3/by-the-clock.swift", "// judged: sleeps\n// idea: I wait a second for the save.\n", under: root)
        let lines = ProofTrackCommand.galleryLines(ProofExerciseID(3), layout: LabLayout(root: root))
        #expect(lines.count == 3)
        #expect(lines[1] == "  · by-the-clock (sleeps to wait): “I wait a second for the save.”")
        #expect(lines[2] == "  · ownership-only (lets wrong fixes through): “The probe is the whole proof.”")
        #expect(ProofTrackCommand.galleryLines(ProofExerciseID(4), layout: LabLayout(root: root)).isEmpty)
    }

    @Test("lab watch proofN watches the proof's own folder, shows the judge's words, and moves on only once done")
    func watchScreen() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-proof-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try writeFile("Proofs/Proof3/Proof3.swift", "my proof\n", under: root)
        try writeFile("Proofs/Proof4/Proof4.swift", "starting proof\n", under: root)
        try writeFile("Exercises/Exercise1/Cache.swift", "code\n", under: root)
        let lab = try Lab(options: Options(["watch", "proof3", "--root", root.path, "--results", root.appending(path: "results").path]))
        let screen = ProofWatchScreen(lab: lab, proof: ProofExerciseID(3))
        #expect(screen.folder == "Proofs/Proof3")

        let before = FileSnapshot(layout: lab.layout, folder: screen.folder)
        try writeFile("Exercises/Exercise1/Cache.swift", "code, edited\n", under: root)
        #expect(FileSnapshot(layout: lab.layout, folder: screen.folder) == before, "a save elsewhere does not rerun the judge")
        try writeFile("Proofs/Proof3/Checks.swift", "a helper\n", under: root)
        #expect(FileSnapshot(layout: lab.layout, folder: screen.folder) != before)

        func judged(_ outcome: ProofJudgement.Outcome) -> ProofJudgement {
            ProofJudgement(outcome: outcome, said: [], score: nil, run: 1, log: root.appending(path: "log"))
        }
        let notDone = ProofTrackCommand.Judgement(judgement: judged(.notDone), lines: ["Your proof lets a wrong fix through: x\nsecond line", "Not done yet."])
        let shown = screen.render(notDone, note: "")
        #expect(shown.contains("Proof 3") && shown.contains("  second line"), "every line of the judge's words, indented")
        #expect(!screen.isDone(notDone) && !shown.contains("Press n"))
        let done = ProofTrackCommand.Judgement(judgement: judged(.done), lines: ["Proof 3 is done."])
        #expect(ProofTrackCommand.Judgement(judgement: judged(.endedWithoutVerdict), lines: []).verdict == nil, "no verdict is remembered")
        #expect(screen.isDone(done) && screen.render(done, note: "").contains("Press n for the next proof"))
        #expect(screen.next()?.proof == ProofExerciseID(4))
        #expect(ProofWatchScreen(lab: lab, proof: ProofExerciseID(4)).next() == nil)
    }
}

/// Writes `text` at `path` under `root`, making its folders: a lab laid out file by file.
private func writeFile(_ path: String, _ text: String, under root: URL) throws {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}
