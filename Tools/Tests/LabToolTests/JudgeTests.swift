import Foundation
import Testing

@testable import lab

@Suite("lab: the two-way gate's decisions")
struct JudgeTests {
    private let manifest = ExerciseManifest(
        exercise: 2, title: "Actor reentrancy", lesson: "000",
        proofs: [.test(name: "sign-out undone", tests: ["M.T/proof"], message: "Sign-out was undone")])

    private func outcome(_ id: String, failed: Bool, _ messages: [String] = []) -> TestOutcome {
        TestOutcome(id: id, failed: failed, messages: messages)
    }

    @Test("a proof that fails for its reason on exercises and passes on solutions is ok")
    func proofHolds() {
        let verdicts = TestJudge.judge(
            manifests: [manifest],
            exercises: [outcome("M.T/proof", failed: true, ["Sign-out was undone: …"]), outcome("M.T/behaviour", failed: false)],
            solutions: [outcome("M.T/proof", failed: false), outcome("M.T/behaviour", failed: false)])

        #expect(verdicts.map(\.ok) == [true])
    }

    @Test("an exercise someone 'fixed' fails the gate, naming the exercise")
    func exerciseThatPasses() {
        let verdicts = TestJudge.judge(
            manifests: [manifest],
            exercises: [outcome("M.T/proof", failed: false)], solutions: [outcome("M.T/proof", failed: false)])

        #expect(verdicts.first?.ok == false)
        #expect(verdicts.first?.exercise == 2)
        #expect(verdicts.first?.exercises.contains("PASSES") == true)
    }

    @Test("a proof failing for another reason does not count")
    func wrongReason() {
        let verdicts = TestJudge.judge(
            manifests: [manifest],
            exercises: [outcome("M.T/proof", failed: true, ["Fatal error: index out of range"])],
            solutions: [outcome("M.T/proof", failed: false)])

        #expect(verdicts.first?.ok == false)
        #expect(verdicts.first?.exercises.contains("another reason") == true)
    }

    @Test("a broken solution fails the gate")
    func brokenSolution() {
        let verdicts = TestJudge.judge(
            manifests: [manifest],
            exercises: [outcome("M.T/proof", failed: true, ["Sign-out was undone"])],
            solutions: [outcome("M.T/proof", failed: true, ["boom"])])

        #expect(verdicts.first?.ok == false)
        #expect(verdicts.first?.solutions.contains("FAILS") == true)
    }

    @Test("the table shows the student's message, not the assertion's values")
    func essenceOfAFailure() {
        #expect(TestJudge.essence(#"XCTAssertEqual failed: ("[A]") is not equal to ("[]") - Sign-out was undone"#) == "Sign-out was undone")
        // Swift Testing's message comes from the event stream's "details", already apart.
        #expect(TestJudge.essence("Lost updates: 3") == "Lost updates: 3")
        #expect(TestJudge.essence("failed - ProductLoader is still alive") == "failed - ProductLoader is still alive")
    }

    @Test("a failure that is not a proof fails the gate on either track")
    func undeclaredFailures() {
        let verdicts = TestJudge.judge(
            manifests: [manifest],
            exercises: [outcome("M.T/proof", failed: true, ["Sign-out was undone"]), outcome("Exercise2Tests.T/behaviour", failed: true, ["x"])],
            solutions: [outcome("M.T/proof", failed: false), outcome("CatalogTests.T/other", failed: true, ["y"])])

        #expect(verdicts.filter { !$0.ok }.count == 2)
        #expect(verdicts.contains { $0.name == "Exercise2Tests.T/behaviour" && $0.exercise == 2 })
    }

    @Test("no results at all is a failure, not a pass")
    func noResults() {
        #expect(TestJudge.judge(manifests: [manifest], exercises: [], solutions: []).contains { !$0.ok })
    }

    @Test("tsan: caught on exercises and clean on solutions is ok; anything else is not")
    func tsanVerdicts() {
        let proof = TSanProof(name: "race", filter: "x")
        let race = TSanReport(title: "data race", locations: ["/w/Exercises/Exercise1/Cache.swift:35"])
        let elsewhere = TSanReport(title: "data race", locations: ["/w/Sources/LabKit/Locked.swift:3"])
        let caught = TSanJudge.Run(reports: [race], ran: true)
        let clean = TSanJudge.Run(reports: [], ran: true)

        let ok = TSanJudge.judge(exercise: 1, proof: proof, exerciseRuns: [caught], solutionRuns: [clean])
        #expect(ok.ok)
        #expect(ok.exercises == "1 race, Exercises/Exercise1/Cache.swift:35")
        #expect(ok.solutions == "clean")

        let missed = TSanJudge.judge(exercise: 1, proof: proof, exerciseRuns: [TSanJudge.Run(reports: [elsewhere], ran: true)], solutionRuns: [clean])
        #expect(!missed.ok)
        let falseReport = TSanJudge.judge(exercise: 1, proof: proof, exerciseRuns: [caught], solutionRuns: [caught])
        #expect(!falseReport.ok)
        let rate = TSanJudge.judge(exercise: 1, proof: proof, exerciseRuns: [caught, clean], solutionRuns: [clean, clean])
        #expect(!rate.ok)
        #expect(rate.exercises.hasPrefix("caught in 1/2 runs"))
    }

    @Test("tsan, whole suite: the solutions' run is ok only if it ran and nothing was reported")
    func tsanWholeSuite() {
        let race = TSanReport(title: "data race", locations: ["/w/Sources/LabKit/Locked.swift:3"])

        #expect(TSanJudge.judgeSuite(TSanJudge.Run(reports: [], ran: true), scope: "every test").ok)
        let reported = TSanJudge.judgeSuite(TSanJudge.Run(reports: [race], ran: true), scope: "every test")
        #expect(!reported.ok)
        #expect(reported.solutions.contains("Sources/LabKit/Locked.swift:3"))
        #expect(!TSanJudge.judgeSuite(TSanJudge.Run(reports: [], ran: false), scope: "every test").ok)
    }

    @Test("tsan, per exercise: a race proof must be caught inside the exercise, marked at a file that exists in the folder built; any other exercise must be clean")
    func tsanPerExercise() throws {
        let raceProof = ExerciseManifest(
            exercise: 1, title: "t", lesson: "000",
            proofs: [Proof.tsan(name: "race", filter: "x")])
        let noRaceProof = ExerciseManifest(exercise: 2, title: "t", lesson: "000", proofs: [])
        let root = FileManager.default.temporaryDirectory.appending(path: "tsan-\(UUID().uuidString)")
        let built = root.appending(path: "Exercises/Exercise1")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try Data("struct Cache {}".utf8).write(to: built.appending(path: "Cache.swift"))
        let cache = built.appending(path: "Cache.swift").path
        let inExercise1 = TSanReport(title: "data race", locations: ["/usr/lib/swift/Array.swift:7", "\(cache):35"])
        let inHarness = TSanReport(title: "data race", locations: ["/w/Sources/LabKit/Locked.swift:3"])
        let inSolution2 = TSanReport(title: "data race", locations: ["/w/Solutions/Exercise2/Store.swift:9"])
        let clean = TSanJudge.Run(reports: [], ran: true)
        func judge(_ manifest: ExerciseManifest, _ run: TSanJudge.Run, solutions: TSanJudge.Run = clean) -> Verdict {
            TSanJudge.judgeExercise(manifest, exerciseRun: run, solutionRun: solutions, builtFolder: built)
        }

        #expect(judge(raceProof, TSanJudge.Run(reports: [inExercise1], ran: true)).ok)
        #expect(TSanJudge.marks(TSanJudge.Run(reports: [inExercise1, inExercise1], ran: true), exercise: 1, proof: "race", builtFolder: built).lines
            == ["\(cache):35: error: ThreadSanitizer: data race in Exercise 1, proof “race”"], "once per line, at the student's file")
        let elsewhere = TSanReport(title: "data race", locations: ["/other/copy/Exercises/Exercise1/Cache.swift:35"])
        #expect(!judge(raceProof, TSanJudge.Run(reports: [elsewhere], ran: true)).ok, "a report naming no file of the folder built is not marked")
        #expect(!judge(raceProof, clean).ok)
        #expect(!judge(raceProof, TSanJudge.Run(reports: [inExercise1, inHarness], ran: true)).ok)
        #expect(judge(noRaceProof, clean).ok)
        #expect(!judge(noRaceProof, TSanJudge.Run(reports: [inHarness], ran: true)).ok)
        let falseReport = judge(noRaceProof, clean, solutions: TSanJudge.Run(reports: [inSolution2], ran: true))
        #expect(!falseReport.ok)
        #expect(falseReport.solutions.hasPrefix("REPORTED"))
    }
}
