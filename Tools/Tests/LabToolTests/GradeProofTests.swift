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
            ProofGrade(proof: 7, status: .noVerdict, score: nil, messages: []),
        ])

    @Test("a cell says how many wrong versions the proof catches, and how many correct ones it rejects")
    func cells() {
        #expect(Self.grade.proofs.map(GradeReport.cell) == [
            "done", "caught 5/9, rejects 1 correct", "missing", "not started", "does not compile", "timed out", "no verdict",
        ], "the judge's own numbers: the gallery's wrong fixes, as its summary counts them")
        let table = GradeReport.table([Self.grade], exercises: [1], proofs: [1, 2, 3, 4, 5, 6, 7])
        #expect(table.contains("proof 2"))
        #expect(table.contains("caught 5/9, rejects 1 correct"))
        let missesBroken = ProofGrade.Score(fixedPasses: true, correctPassed: 2, correctTotal: 2, brokenCaught: false, wrongCaught: 0, wrongTotal: 9,
                                            letThrough: [], rejected: [], findings: ["asserts nothing"], isDone: false)
        #expect(GradeReport.cell(ProofGrade(proof: 1, status: .notDone, score: missesBroken, messages: [])) == "caught 0/9, lets broken through, 1 finding(s)")
        #expect(GradeReport.cell(ProofGrade(proof: 1, status: .notDone, score: nil, messages: [])) == "not done")
        #expect(Self.grade.proofs.filter(\.status.isVerdict).map(\.proof) == [1, 2, 3, 4, 5], "a timeout or a stopped judge is graded again, never kept")
    }

    @Test("JUnit: a case per proof; not done and not handed in are failures, no build and a timeout errors")
    func junit() throws {
        let data = try GradeFormat.junit.render([Self.grade], titles: [:])
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(data: data)
        let cases = try document.nodes(forXPath: "//testcase[starts-with(@classname, 'Proof')]")
        #expect(cases.count == 7)
        #expect(try document.nodes(forXPath: "//testcase[starts-with(@classname, 'Proof')]/failure").count == 3)
        #expect(try document.nodes(forXPath: "//testcase[starts-with(@classname, 'Proof')]/error").count == 3)
        #expect(try document.nodes(forXPath: "//testcase[@classname='Proof2']/failure").first?.stringValue?.contains("a <idea>") == true)
        #endif
    }

    @Test("Classroom: each proof a test worth a point, earned when done")
    func classroom() throws {
        let result = GradeClassroom.result(Self.grade, titles: [1: "One"])
        #expect(result.maxScore == 8)
        #expect(result.tests.map(\.score) == [1, 1, 0, 0, 0, 0, 0, 0])
        #expect(result.tests[2].message.contains("caught 5/9"))
        #expect(result.status == "fail")
    }

    @Test("HTML and JSON: a cell per proof with what the judge said; the JSON reads back the same")
    func htmlAndJSON() throws {
        let page = String(decoding: try GradeFormat.html.render([Self.grade], titles: [:]), as: UTF8.self)
        #expect(page.contains("Proof 2"))
        #expect(page.contains("a &lt;idea&gt;"))
        #expect(page.contains("1 of 7 proofs"))
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

        try FileManager.default.createDirectory(at: proof.appending(path: "More"), withIntermediateDirectories: true)
        // A proof folder that is a link would have the grader read files from outside the submission.
        let outside = hand.appending(path: "outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("// not the student's\n".utf8).write(to: outside.appending(path: "Secret.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appending(path: "Proofs/Proof2").path, withDestinationPath: outside.path)

        let submission = try Submission.open(folder.path, layout: layout, shipped: shipped, into: hand.appending(path: "scratch"))
        #expect(submission.proofSources[3].map { Set($0.keys) } == ["Proof3.swift", "Helpers.swift"])
        #expect(submission.proofSources[1] == nil)
        #expect(submission.proofSources[2] == nil, "nothing read through a linked folder")
        #expect(submission.sources.isEmpty)
        #expect(submission.refused == [
            "Proofs/Proof2: a link, not a folder",
            "Proofs/Proof3/Linked.swift: a link, not a file",
            "Proofs/Proof3/More: a folder: only Proofs/Proof3/*.swift is graded",
        ])
        try FileManager.default.removeItem(at: folder.appending(path: "Proofs/Proof2"))

        try FileManager.default.removeItem(at: proof.appending(path: "Linked.swift"))
        let zip = hand.appending(path: "ana.zip")
        try #require(try zipFolder("ana", in: hand, to: zip))
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
        for number in ProofExerciseID.numbers(in: layout) {
            var starting: [String: Data] = [:]
            for file in shipped.proofFiles(of: number) where file.path.hasSuffix(".swift") {
                starting[URL(filePath: file.path).lastPathComponent] = Data((file.content ?? "").utf8)
            }
            #expect(ProofGrade.unjudged(number, sources: starting, shipped: shipped)?.status == .notStarted)
            #expect(ProofGrade.unjudged(number, sources: nil, shipped: shipped)?.status == .missing)
            starting["Checks.swift"] = Data("// mine\n".utf8)
            #expect(ProofGrade.unjudged(number, sources: starting, shipped: shipped) == nil, "a file added is a proof to judge")
        }
    }

    @Test("the judge's score is read from the file it attached, by its name")
    func scoreFromAttachment() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "lab-proofs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "Proof2-score.json")
        try JSONEncoder().encode(Self.score).write(to: file)
        let judge = TestOutcome(id: "Proof2Tests.Proof2Judge/judge()", failed: true, messages: [], attachments: [file.path])
        let run = ProofJudgeRun(outcomes: [judge], timedOut: false, log: folder.appending(path: "log"))
        #expect(run.score(of: ProofExerciseID(2)) == Self.score)
        #expect(run.score(of: ProofExerciseID(3)) == nil, "another proof's judge did not run")
        let unreadable = ProofJudgeRun(outcomes: [TestOutcome(id: judge.id, failed: true, messages: [], attachments: [folder.appending(path: "Proof2-trace.txt").path])],
                                       timedOut: false, log: run.log)
        #expect(unreadable.score(of: ProofExerciseID(2)) == nil)
    }

    @Test("the grading copy: the proofs package's links stay links into the copy, each proof laid and restored, what a proof left behind put back")
    func gradingCopy() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "lab-proofs-copy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("Sources/Catalog/Product.swift", "struct Product {}\n")
        try write("Solutions/Exercise3/Loader.swift", "// solution\n")
        try write("Fixtures/Exercise3/Gallery/entry.swift", "// entry\n")
        try write("Proofs/Package.swift", "// manifest\n")
        try write("Proofs/Proof1/Proof1.swift", "// starting proof\n")
        try write("Proofs/Proof1/README.md", "# Proof 1\n")
        try write("Proofs/Proof2/Proof2.swift", "// starting proof 2\n")
        try FileManager.default.createDirectory(at: root.appending(path: "Proofs/Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appending(path: "Proofs/Sources/Catalog").path, withDestinationPath: "../../Sources/Catalog")
        try FileManager.default.createDirectory(at: root.appending(path: "Proofs/Versions/Proof1/Fixed"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appending(path: "Proofs/Versions/Proof1/Fixed/Loader.swift").path,
                                                   withDestinationPath: "../../../../Solutions/Exercise3/Loader.swift")
        let layout = LabLayout(root: root)
        let shipped = try ShippedFiles.snapshot(of: layout)
        try write("Proofs/Proof1/Proof1.swift", "// the instructor's own proof, not the starting one\n")
        try write(ShippedFiles.path, String(decoding: try JSONEncoder().encode(shipped), as: UTF8.self))

        let workspace = GalleryWorkspace(lab: layout, folder: ".build-grade/lab")
        try workspace.prepare()
        try workspace.prepareProofs(shipped: shipped)
        let copy = workspace.root
        func read(_ path: String) -> String? { try? String(contentsOf: copy.appending(path: path), encoding: .utf8) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: copy.appending(path: "Proofs/Sources/Catalog").path) == "../../Sources/Catalog")
        #expect(read("Proofs/Sources/Catalog/Product.swift") == "struct Product {}\n", "the link lands in the copy's own Sources")
        #expect(read("Proofs/Versions/Proof1/Fixed/Loader.swift") == "// solution\n")
        #expect(read("Proofs/Proof1/Proof1.swift") == "// starting proof\n", "the starting proof as shipped, not the instructor's")

        try workspace.layProof(1, sources: ["Mine.swift": Data("// mine\n".utf8)], shipped: shipped)
        #expect(read("Proofs/Proof1/Mine.swift") == "// mine\n" && read("Proofs/Proof1/Proof1.swift") == nil && read("Proofs/Proof1/README.md") == "# Proof 1\n")
        // What a proof might leave in reach: a file in another proof's folder, a version's entry gone.
        try Data("// left behind\n".utf8).write(to: copy.appending(path: "Proofs/Proof2/Zz.swift"))
        try FileManager.default.removeItem(at: copy.appending(path: "Fixtures/Exercise3/Gallery/entry.swift"))
        try workspace.layProof(1, sources: nil, shipped: shipped)
        try workspace.prepareProofs(shipped: shipped)
        #expect(read("Proofs/Proof1/Mine.swift") == nil && read("Proofs/Proof1/Proof1.swift") == "// starting proof\n")
        #expect(read("Proofs/Proof2/Zz.swift") == nil)
        #expect(read("Fixtures/Exercise3/Gallery/entry.swift") == "// entry\n")

        try FileManager.default.createSymbolicLink(atPath: root.appending(path: "Proofs/Sources/Elsewhere").path, withDestinationPath: "/etc")
        #expect(throws: LabError.self, "a link out of the lab is not copied") { try workspace.prepareProofs(shipped: shipped) }
    }

    @Test("merging: a slice of an older lab says which version it is")
    func olderSlice() throws {
        let older = Data(#"{"version": 4, "submissions": [{"name": "ana", "edited": [], "refused": [], "exercises": []}]}"#.utf8)
        #expect { try GradeMerge.join([("old/grade.json", older)]) } throws: { error in
            "\(error)".contains("grade.json version 4, and this lab writes version \(GradeJSON.version)")
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

/// Zips `folder` (relative to `directory`) into `zip` as a student would hand it in; whether
/// `zip` succeeded.
func zipFolder(_ folder: String, in directory: URL, to zip: URL) throws -> Bool {
    let zipping = Process()
    zipping.executableURL = URL(filePath: "/usr/bin/env")
    zipping.arguments = ["zip", "-qr", zip.path, folder]
    zipping.currentDirectoryURL = directory
    try zipping.run()
    zipping.waitUntilExit()
    return zipping.terminationStatus == 0
}
