import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import lab

/// `lab grade` and the proofs track: what a submission's proofs are read as, and how their
/// cells read in every file. (The judging itself, for real: `GradeClassTests`, opt-in.)
@Suite("lab grade: the proofs track's cells")
struct GradeProofTests {
    static let lab = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let score = ProofGrade.Score(
        fixedPasses: true, correctPassed: 1, correctTotal: 2, brokenCaught: true, wrongCaught: 5, wrongTotal: 9,
        letThrough: ["a", "b", "c", "d"], rejected: ["own-task"], findings: [], isDone: false)

    /// One submission with a proof of every status.
    static let grade = SubmissionGrade(
        name: "ana", edited: [], refused: [],
        exercises: [ExerciseGrade(exercise: 1, status: .done, tests: [.init(id: "T/a", name: "a", result: .passed, message: nil)], compilerErrors: [])],
        proofs: [
            ProofGrade(proof: 1, status: .done, score: nil, messages: []),
            ProofGrade(proof: 2, status: .notDone, score: score, messages: ["Your proof lets a wrong fix through: a <idea>"]),
            ProofGrade(proof: 3, status: .missing, score: nil, messages: []),
            ProofGrade(proof: 4, status: .notStarted, score: nil, messages: []),
            ProofGrade(proof: 5, status: .doesNotBuild, score: nil, messages: ["ana/Proofs/Proof5/P.swift:1:1: error: expected '}'"]),
            ProofGrade(proof: 6, status: .timedOut, score: nil, messages: []),
        ])

    @Test("a cell says how many wrong versions the proof catches, and how many correct ones it rejects")
    func cells() {
        #expect(Self.grade.proofs.map(GradeReport.cell) == [
            "done", "caught 6/10, rejects 1 correct", "missing", "not started", "does not build", "timed out",
        ])
        let table = GradeReport.table([Self.grade], exercises: [1], proofs: [1, 2, 3, 4, 5, 6])
        #expect(table.contains("proof 2"))
        #expect(table.contains("caught 6/10, rejects 1 correct"))
    }

    @Test("JUnit: a case per proof; not done and not handed in are failures, no build and a timeout errors")
    func junit() throws {
        let data = try GradeFormat.junit.render([Self.grade], titles: [:])
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(data: data)
        let cases = try document.nodes(forXPath: "//testcase[starts-with(@classname, 'Proof')]")
        #expect(cases.count == 6)
        #expect(try document.nodes(forXPath: "//testcase[starts-with(@classname, 'Proof')]/failure").count == 3)
        #expect(try document.nodes(forXPath: "//testcase[starts-with(@classname, 'Proof')]/error").count == 2)
        #expect(try document.nodes(forXPath: "//testcase[@classname='Proof2']/failure").first?.stringValue?.contains("a <idea>") == true)
        #endif
    }

    @Test("Classroom: each proof a test worth a point, earned when done")
    func classroom() throws {
        let result = GradeClassroom.result(Self.grade, titles: [1: "One"])
        #expect(result.maxScore == 7)
        #expect(result.tests.map(\.score) == [1, 1, 0, 0, 0, 0, 0])
        #expect(result.tests[2].message.contains("caught 6/10"))
        #expect(result.status == "fail")
    }

    @Test("HTML and JSON: a cell per proof with what the judge said; the JSON reads back the same")
    func htmlAndJSON() throws {
        let page = String(decoding: try GradeFormat.html.render([Self.grade], titles: [:]), as: UTF8.self)
        #expect(page.contains("Proof 2"))
        #expect(page.contains("a &lt;idea&gt;"))
        #expect(page.contains("1 of 6 proofs"))
        struct Document: Decodable { let version: Int; let submissions: [SubmissionGrade] }
        let document = try JSONDecoder().decode(Document.self, from: try GradeFormat.json.render([Self.grade], titles: [:]))
        #expect(document.version == GradeJSON.version)
        #expect(document.submissions == [Self.grade])
    }

    @Test("a submission's proofs are its Proofs/ProofN/*.swift; a link is refused; a hand-in of proofs alone is a submission, folder or zip")
    func readsProofs() throws {
        let layout = LabLayout(root: Self.lab)
        let shipped = try ShippedFiles.load(from: layout)
        let hand = FileManager.default.temporaryDirectory.appending(path: "lab-proofs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: hand) }
        let folder = hand.appending(path: "ana")
        let proof = folder.appending(path: "Proofs/Proof3")
        try FileManager.default.createDirectory(at: proof, withIntermediateDirectories: true)
        try Data("// mine\n".utf8).write(to: proof.appending(path: "Proof3.swift"))
        try Data("// helpers\n".utf8).write(to: proof.appending(path: "Helpers.swift"))
        try Data("# as shipped\n".utf8).write(to: proof.appending(path: "README.md"))
        try FileManager.default.createSymbolicLink(atPath: proof.appending(path: "Linked.swift").path, withDestinationPath: "/etc/hostname")

        let submission = try Submission.open(folder.path, layout: layout, shipped: shipped, into: hand.appending(path: "scratch"))
        #expect(submission.proofSources[3].map { Set($0.keys) } == ["Proof3.swift", "Helpers.swift"])
        #expect(submission.proofSources[1] == nil)
        #expect(submission.sources.isEmpty)
        #expect(submission.refused == ["Proofs/Proof3/Linked.swift: a link, not a file"])

        try FileManager.default.removeItem(at: proof.appending(path: "Linked.swift"))
        let zip = hand.appending(path: "ana.zip")
        let zipping = Process()
        zipping.executableURL = URL(filePath: "/usr/bin/env")
        zipping.arguments = ["zip", "-qr", zip.path, "ana"]
        zipping.currentDirectoryURL = hand
        try zipping.run()
        zipping.waitUntilExit()
        try #require(zipping.terminationStatus == 0)
        let zipped = try Submission.open(zip.path, layout: layout, shipped: shipped, into: hand.appending(path: "unzipped"))
        #expect(zipped.proofSources[3]?["Proof3.swift"] == Data("// mine\n".utf8))

        let empty = hand.appending(path: "empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: LabError.self) { try Submission.open(empty.path, layout: layout, shipped: shipped, into: hand.appending(path: "none")) }
    }

    @Test("the starting proof as shipped is not judged: not started, at no judge's cost")
    func startingProofIsNotStarted() throws {
        let layout = LabLayout(root: Self.lab)
        let shipped = try ShippedFiles.load(from: layout)
        let results = FileManager.default.temporaryDirectory.appending(path: "lab-proofs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: results) }
        let lab = try Lab(options: Options(["grade", "ana", "--root", Self.lab.path, "--results", results.path]))
        // A workspace that does not exist: a proof that is judged would fail to lay; one as shipped never gets there.
        let grader = ProofGrader(lab: lab, workspace: GalleryWorkspace(lab: layout, folder: ".build-grade/none"), shipped: shipped, wrapper: [])
        for number in ProofExerciseID.numbers(in: layout) {
            var starting: [String: Data] = [:]
            for file in shipped.proofFiles(of: number) where file.path.hasSuffix(".swift") {
                starting[URL(filePath: file.path).lastPathComponent] = Data((file.content ?? "").utf8)
            }
            #expect(try grader.grade(number, sources: starting, submission: "ana", results: "grade/ana").status == .notStarted)
            #expect(try grader.grade(number, sources: nil, submission: "ana", results: "grade/ana").status == .missing)
        }
    }

    @Test("the cache keeps a proof's grade apart from the exercise of the same number")
    func cache() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lab-proofs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = GradeCache(folder: folder, labVersion: "v1")
        let sources = ["Proof2.swift": Data("// mine\n".utf8)]
        let proof = Self.grade.proofs[1]
        try cache.keep(proof, sources: sources)
        #expect(cache.grade(proof: 2, sources: sources) == proof)
        #expect(cache.grade(exercise: 2, sources: sources) == nil)
        #expect(cache.grade(proof: 2, sources: ["Proof2.swift": Data("// other\n".utf8)]) == nil)
        #expect(GradeCache(folder: folder, labVersion: "v2").grade(proof: 2, sources: sources) == nil)
    }
}
