import Foundation
import Testing

@testable import lab

@Suite("lab: the wrong-fix gallery's entries and their verdicts")
struct GalleryTests {
    private static func source(_ header: [String]) -> String {
        (header.map { "// " + $0 } + ["", "import Catalog"]).joined(separator: "\n")
    }

    private let wrong = source([
        "gallery: wrong", "replaces: CatalogLoader.swift", "clause: 2", "kind: unstructured-task",
        "idea: keep the Task and await its value", "why: cancelling load() does not reach it",
    ])

    private let manifest = ExerciseManifest(
        exercise: 7, title: "Work that outlives its test", lesson: "003", proofs: [],
        contract: [
            Clause(number: 1, text: "returns", tests: ["Exercise7Tests.T/returns"], message: nil),
            Clause(number: 2, text: "owns its save", tests: ["Exercise7Tests.T/owns"], message: "The save outlived load()"),
        ])

    private func run(_ outcomes: [TestOutcome], timedOut: Bool = false) -> TestRun.Result {
        TestRun.Result(outcomes: outcomes, notCompiling: [:], buildFailed: false, timedOut: timedOut,
                          log: URL(filePath: "/tmp/log"), seconds: 1)
    }

    private func outcome(_ name: String, failed: Bool, _ message: String = "") -> TestOutcome {
        TestOutcome(id: "Exercise7Tests.T/\(name)", failed: failed, messages: message.isEmpty ? [] : [message])
    }

    @Test("a header is read into a typed entry")
    func header() throws {
        let entry = try GalleryEntry(exercise: 7, name: "await-task-value", source: wrong)

        #expect(entry.expectation == .wrong(clause: 2, knownMiss: nil))
        #expect(entry.kind == .unstructuredTask)
        #expect(entry.replaces == "CatalogLoader.swift")
    }

    @Test("an entry's body is its file without the header: what stands in for the solution's file")
    func bodyWithoutHeader() throws {
        let entry = try GalleryEntry(exercise: 7, name: "await-task-value", source: wrong)

        #expect(entry.body == "\nimport Catalog")
    }

    @Test("--show prints a fix as a unified diff against the solution: the changed lines, in hunks with their context")
    func unifiedDiff() {
        let solution = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let fix = solution.replacingOccurrences(of: "line 3\n", with: "line three\n")
            .replacingOccurrences(of: "line 11\n", with: "line 11\nadded\n")

        let diff = LineDiff(old: solution, new: fix).unified(oldName: "Solutions/S.swift", newName: "fix.swift", context: 1)

        #expect(diff == """
            --- Solutions/S.swift
            +++ fix.swift
            @@ -2,3 +2,3 @@
             line 2
            -line 3
            +line three
             line 4
            @@ -11,2 +11,3 @@
             line 11
            +added
             line 12
            """)
        #expect(LineDiff(old: solution, new: solution).hasNoChanges)
        #expect(LineDiff(old: solution, new: solution).unified(oldName: "a", newName: "b").isEmpty)
    }

    @Test("a header with an unknown field, an unknown kind, or a clause on a correct fix is refused with its name")
    func badHeaders() {
        let unknownField = Self.source(["gallery: wrong", "replace: X.swift"])
        let unknownKind = wrong.replacingOccurrences(of: "kind: unstructured-task", with: "kind: sloppy")
        let correctWithClause = wrong.replacingOccurrences(of: "gallery: wrong", with: "gallery: correct")
        let missingWhy = wrong.replacingOccurrences(of: "// why: cancelling load() does not reach it\n", with: "")

        for bad in [unknownField, unknownKind, correctWithClause, missingWhy] {
            #expect(throws: GalleryError.self) { try GalleryEntry(exercise: 7, name: "bad", source: bad) }
        }
    }

    @Test("a wrong fix is as expected only when a test of its clause fails with the clause's message")
    func wrongFixVerdicts() throws {
        let entry = try GalleryEntry(exercise: 7, name: "await-task-value", source: wrong)
        let caught = run([outcome("owns", failed: true, "The save outlived load(): …"), outcome("returns", failed: false)])
        let otherReason = run([outcome("owns", failed: false), outcome("returns", failed: true, "wrong products")])
        let green = run([outcome("owns", failed: false), outcome("returns", failed: false)])

        #expect(GalleryJudge.judge(entry, manifest: manifest, run: caught).ok)
        #expect(GalleryJudge.judge(entry, manifest: manifest, run: caught).message?.contains("The save outlived") == true)
        #expect(!GalleryJudge.judge(entry, manifest: manifest, run: otherReason).ok)
        #expect(!GalleryJudge.judge(entry, manifest: manifest, run: green).ok)
        #expect(!GalleryJudge.judge(entry, manifest: manifest, run: run([], timedOut: true)).ok)
    }

    @Test("a run breaks a clause when a failed test of it carries its words, or names it, or names no clause")
    func clauseBreaks() throws {
        #expect(ClauseBreaks.clausesNamed(in: "… (clauses 4 and 5: the fallback's products)") == [4, 5])
        #expect(ClauseBreaks.clausesNamed(in: "… (clause 3).") == [3])
        #expect(ClauseBreaks.clausesNamed(in: "no number here").isEmpty)
        let named = [outcome("returns", failed: true, "it threw (clause 2)"), outcome("owns", failed: true, "The save outlived load()")]
        #expect(ClauseBreaks.broken(by: named, in: manifest) == [2])
        let unnamed = [outcome("returns", failed: true, "it threw")]
        #expect(ClauseBreaks.broken(by: unnamed, in: manifest) == [1])
        let verdicts = [GalleryVerdict(
            entry: try GalleryEntry(exercise: 7, name: "await-task-value", source: wrong), seen: "red", message: nil, ok: true,
            seconds: 1, brokenClauses: [2])]
        #expect(ClauseCoverage(manifest: manifest, verdicts: verdicts).uncovered == [1])
    }

    @Test("a known miss is expected green, and fails the gate once a proof catches it")
    func knownMiss() throws {
        let entry = try GalleryEntry(exercise: 7, name: "miss", source: wrong + "\n// known-miss: not seen yet")
        let missed = try GalleryEntry(exercise: 7, name: "miss",
                                      source: wrong.replacingOccurrences(of: "// why:", with: "// known-miss: the probe does not see it\n// why:"))
        let green = run([outcome("owns", failed: false)])
        let caught = run([outcome("owns", failed: true, "The save outlived load()")])

        #expect(entry.expectation == .wrong(clause: 2, knownMiss: nil))  // a known-miss line below the header is not the header
        #expect(GalleryJudge.judge(missed, manifest: manifest, run: green).ok)
        #expect(!GalleryJudge.judge(missed, manifest: manifest, run: caught).ok)
    }

    @Test("a correct fix must pass every test; a clause without a message is broken by any failure of its tests")
    func correctFixAndClauseWithoutMessage() throws {
        let correct = try GalleryEntry(exercise: 7, name: "right",
                                       source: Self.source(["gallery: correct", "replaces: CatalogLoader.swift", "kind: alternative", "idea: await it", "why: owned"]))
        let breaksOne = try GalleryEntry(exercise: 7, name: "wrong-products", source: wrong.replacingOccurrences(of: "clause: 2", with: "clause: 1"))
        let red = run([outcome("returns", failed: true, "wrong products"), outcome("owns", failed: false)])

        #expect(GalleryJudge.judge(correct, manifest: manifest, run: run([outcome("returns", failed: false)])).ok)
        #expect(!GalleryJudge.judge(correct, manifest: manifest, run: red).ok)
        #expect(GalleryJudge.judge(breaksOne, manifest: manifest, run: red).ok)
    }

    @Test("the README's contract section must list the manifest's clauses, in order")
    func readmeContract() {
        let readme = "# X\n\n## The contract\nWhat it keeps:\n1. returns\n2. owns its save\n\n## Your task\n1. not a clause\n"

        #expect(ContractRules.readmeClauses(readme) == ["1. returns", "2. owns its save"])
        #expect(ContractRules.problems(manifest, readme: readme).isEmpty)
        #expect(!ContractRules.problems(manifest, readme: readme.replacingOccurrences(of: "2. owns", with: "2. loses")).isEmpty)
    }

    @Test("a test that started and never ended failed: the process crashed inside it (XCTest's console and Swift Testing's stream)")
    func crashes() {
        let console = """
            Test Case 'T.a' started at 2026-11-23 05:22:29.906
            Test Case 'T.a' passed (0.001 seconds)
            Test Case 'T.b' started at 2026-11-23 05:22:29.910
            Fatal error: Attempted to read an unowned reference but object 0x1 was already destroyed
            """
        let read = XCTestConsole.outcomes(in: console)

        #expect(read.map(\.failed) == [false, true])
        #expect(read.last?.neverEnded == true)
        #expect(read.last?.messages.last?.contains("Fatal error: Attempted to read an unowned reference") == true)
    }

    @Test("the exercises are dealt to the lanes so each has about as many entries, every exercise once")
    func lanesShareTheEntries() {
        // The gallery's sizes as of this writing: 9, 11, 11, 11, 14, 12, 10, 10, 11, 14 entries.
        let sizes = [1: 9, 2: 11, 3: 11, 4: 11, 5: 14, 6: 12, 7: 10, 8: 10, 9: 11, 10: 14]
        let lanes = GalleryLane.deal(Array(1...10), lanes: 2) { sizes[$0]! }
        #expect(lanes.count == 2)
        #expect(lanes.flatMap { $0 }.sorted() == Array(1...10))
        let loads = lanes.map { $0.reduce(0) { $0 + sizes[$1]! } }
        #expect(abs(loads[0] - loads[1]) <= 1, "\(lanes) carry \(loads) entries")
        #expect(lanes.allSatisfy { $0 == $0.sorted() })
        // One exercise: one lane (`lab gallery 3`, `--show 3`), in the first lane's folder.
        #expect(GalleryLane.deal([3], lanes: 2) { sizes[$0]! } == [[3]])
        #expect(GalleryLane.folder(0) == ".build-gallery/lab")
    }

    @Test("a round holds each exercise's next entry; its filter runs each entry's tests; a crash, a hang or a failed build sends each entry to run alone")
    func rounds() throws {
        let seven = try GalleryEntry(exercise: 7, name: "await-task-value", source: wrong)
        let sevenToo = try GalleryEntry(exercise: 7, name: "right",
                                        source: Self.source(["gallery: correct", "replaces: CatalogLoader.swift", "kind: alternative", "idea: await it", "why: owned"]))
        let three = try GalleryEntry(exercise: 3, name: "three", source: wrong)
        let rounds = GalleryRound.rounds(of: [7: [seven, sevenToo], 3: [three]])
        #expect(rounds == [GalleryRound(entries: [three, seven]), GalleryRound(entries: [sevenToo])])
        #expect(rounds[0].exercises == [3, 7])

        // The wrong entry: its clause's tests alone; the correct one: its exercise's every test.
        let filter = GalleryRound(entries: [seven, sevenToo]).testFilter([7: manifest])
        #expect(filter == "^Exercise7Tests\\.T/owns|^Exercise7Tests\\.")

        let round = GalleryRound(entries: [three, seven])
        let both = [TestOutcome(id: "Exercise3Tests.T/owns", failed: false, messages: []), outcome("owns", failed: true, "The save outlived load()")]
        #expect(round.speaksForEach(run(both)))
        var crashed = both
        crashed[0].neverEnded = true
        #expect(!round.speaksForEach(run(crashed)))
        #expect(!round.speaksForEach(run(both, timedOut: true)))
        #expect(!round.speaksForEach(run([outcome("owns", failed: true)])), "exercise 3's tests never ran")
        #expect(!round.speaksForEach(TestRun.Result(outcomes: both, notCompiling: [3: ["error"]], buildFailed: true, timedOut: false,
                                                    log: URL(filePath: "/tmp/log"), seconds: 1)))
        // One entry is always judged from its own run, as it always was.
        #expect(GalleryRound(entries: [seven]).speaksForEach(run(crashed)))
        // Each entry of a round of two is given half its time.
        #expect(GalleryJudge.judge(seven, manifest: manifest, run: run(both), sharedBy: 2).seconds == 0.5)
    }
}
