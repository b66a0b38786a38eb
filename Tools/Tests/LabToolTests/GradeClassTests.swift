import Foundation
import Testing
@testable import lab

/// A generated class, graded by `lab grade` for real: a copy of the lab with every solution
/// (and the lab's own proofs), the lab as shipped (every exercise broken; a starting proof and a
/// happy-path proof), a correct alternative (a gallery entry), an
/// edited test file, an exercise that does not compile, and a zip. It runs the lab's tests
/// (about three minutes on two cores, most of it the first build), so it runs only when asked:
/// `LAB_GRADE_CLASS=1 swift test --package-path Tools --filter GradeClassTests`.
@Suite("lab grade: a generated class, every cell checked", .enabled(if: ProcessInfo.processInfo.environment["LAB_GRADE_CLASS"] == "1"))
struct GradeClassTests {
    static let lab = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("each submission's cells are what its files earn; the edited one is flagged; a second run is all cached")
    func gradesAGeneratedClass() throws {
        let layout = LabLayout(root: Self.lab)
        let numbers = layout.exerciseNumbers()
        let hand = FileManager.default.temporaryDirectory.appending(path: "lab-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: hand) }
        func submission(_ name: String, exerciseSource: (Int) -> URL) throws -> URL {
            let root = hand.appending(path: name)
            for number in numbers {
                let target = root.appending(path: ExerciseID(number).exercisePath)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: exerciseSource(number), to: target)
            }
            return root
        }
        let solutions = { (number: Int) in Self.lab.appending(path: ExerciseID(number).solutionPath) }
        let shipped = { (number: Int) in Self.lab.appending(path: ExerciseID(number).exercisePath) }
        let solution = try submission("solution", exerciseSource: solutions)
        // The proofs track: the lab's own proofs (done), and one gallery proof that lets wrong fixes through.
        let proofNumbers = ProofExerciseID.numbers(in: layout)
        for number in proofNumbers {
            let target = solution.appending(path: ProofExerciseID(number).proofPath)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.lab.appending(path: ProofExerciseID(number).solutionPath), to: target)
        }
        let broken = try submission("broken", exerciseSource: shipped)
        try FileManager.default.createDirectory(at: broken.appending(path: "Proofs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.lab.appending(path: ProofExerciseID(1).proofPath), to: broken.appending(path: ProofExerciseID(1).proofPath))
        // A proof that does not compile, judged before another: it costs only its own cell.
        try FileManager.default.createDirectory(at: broken.appending(path: ProofExerciseID(2).proofPath), withIntermediateDirectories: true)
        try Data("public enum Proof2 { public static func prove( {\n".utf8).write(to: broken.appending(path: ProofExerciseID(2).proofPath + "/Proof2.swift"))
        try FileManager.default.createDirectory(at: broken.appending(path: ProofExerciseID(4).proofPath), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.lab.appending(path: "Proofs/Gallery/Proof4/happy-path-only.swift"),
                                         to: broken.appending(path: ProofExerciseID(4).proofPath + "/Proof4.swift"))
        let alternative = try submission("alternative", exerciseSource: solutions)
        try FileManager.default.removeItem(at: alternative.appending(path: "Exercises/Exercise9/ListingBuilder.swift"))
        try FileManager.default.copyItem(
            at: Self.lab.appending(path: "Fixtures/Exercise9/Gallery/concurrent-private-helper.swift"),
            to: alternative.appending(path: "Exercises/Exercise9/ListingBuilder.swift"))
        let edited = try submission("edited", exerciseSource: solutions)
        let tests = edited.appending(path: "Tests/Exercise2Tests")
        try FileManager.default.createDirectory(at: tests.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.lab.appending(path: "Tests/Exercise2Tests"), to: tests)
        try Data("// made green by hand\n".utf8).write(to: tests.appending(path: "Exercise2Messages.swift"))
        let noBuild = try submission("no-build", exerciseSource: solutions)
        try Data("public func oops( {\n".utf8).write(to: noBuild.appending(path: "Exercises/Exercise3/Oops.swift"))
        let zipped = try submission("zipped", exerciseSource: solutions)
        let zip = hand.appending(path: "zipped.zip")
        try #require(try zipFolder(".", in: zipped, to: zip))

        let results = hand.appending(path: "results")
        let paths = [solution, broken, alternative, edited, noBuild].map(\.path) + [zip.path]
        let lab = try Lab(options: Options(["grade"] + paths + ["--root", Self.lab.path, "--results", results.path]))
        #expect(try GradeCommand(lab: lab).run())

        struct Document: Decodable { let submissions: [SubmissionGrade] }
        let graded = try JSONDecoder().decode(Document.self, from: Data(contentsOf: results.appending(path: "grade.json"))).submissions
        let byName = Dictionary(uniqueKeysWithValues: graded.map { ($0.name, $0) })
        func statuses(_ name: String) -> [Int: ExerciseGrade.Status] {
            Dictionary(uniqueKeysWithValues: (byName[name]?.exercises ?? []).map { ($0.exercise, $0.status) })
        }
        let allDone = Dictionary(uniqueKeysWithValues: numbers.map { ($0, ExerciseGrade.Status.done) })
        #expect(statuses("solution") == allDone)
        #expect(statuses("broken") == Dictionary(uniqueKeysWithValues: numbers.map { ($0, ExerciseGrade.Status.failing) }))
        #expect(statuses("alternative") == allDone)
        #expect(statuses("edited") == allDone, "graded on the pristine tests")
        #expect(byName["edited"]?.edited == ["Tests/Exercise2Tests/Exercise2Messages.swift"])
        #expect(statuses("no-build") == allDone.merging([3: .doesNotCompile]) { $1 })
        #expect(byName["no-build"]?.exercises.first { $0.exercise == 3 }?.compilerErrors.first?.contains("Oops.swift") == true)
        #expect(statuses(graded.last?.name ?? "") == allDone, "the zip, graded as its folder")
        #expect(byName["broken"]?.exercises.allSatisfy { !$0.failed.isEmpty && $0.failed.allSatisfy { $0.message?.isEmpty == false } } == true)
        func proofs(_ name: String) -> [Int: ProofGrade.Status] {
            Dictionary(uniqueKeysWithValues: (byName[name]?.proofs ?? []).map { ($0.proof, $0.status) })
        }
        #expect(proofs("solution") == Dictionary(uniqueKeysWithValues: proofNumbers.map { ($0, ProofGrade.Status.done) }), "the lab's own proofs, done")
        #expect(proofs("broken") == [1: .notStarted, 2: .doesNotBuild, 3: .missing, 4: .notDone])
        #expect(byName["broken"]?.proofs.first { $0.proof == 2 }?.messages.first?.hasPrefix("Proofs/Proof2/Proof2.swift:") == true,
                "the compiler's line, from the lab's root: no submission's name in a cell the cache may serve to another")
        let happyPath = try #require(byName["broken"]?.proofs.first { $0.proof == 4 }?.score)
        #expect(!happyPath.brokenCaught && happyPath.wrongCaught < happyPath.wrongTotal && happyPath.rejected.isEmpty,
                "a happy-path proof passes every correct version and lets wrong ones through")
        #expect(proofs("alternative") == Dictionary(uniqueKeysWithValues: proofNumbers.map { ($0, ProofGrade.Status.missing) }))

        // Again: every exercise's files were graded before, so nothing runs, and the cells are the same.
        #expect(try GradeCommand(lab: lab).run())
        let again = try JSONDecoder().decode(Document.self, from: Data(contentsOf: results.appending(path: "grade.json"))).submissions
        #expect(again.flatMap(\.exercises).allSatisfy { $0.seconds == 0 } && again.flatMap(\.proofs).allSatisfy { $0.seconds == 0 },
                "every result came from the cache")
        #expect(again.map(\.proofs.count) == graded.map(\.proofs.count))
        #expect(again.map { $0.exercises.map(\.status) } == graded.map { $0.exercises.map(\.status) })
    }
}
