import Foundation
import LabKit
import Proof1
import Proof1Kit
import ProofKit
import Testing

/// Proof 1, judged: the student's `Proof1.prove` against every version of Exercise 3, each run
/// in a process of its own (an exit test), so a version that traps or a proof that hangs ends
/// that run, never the judge.
@Suite("Proof1: your proof of Exercise 3, judged against every version")
struct Proof1Judge {
    static let file = ProofFile.path(proof: 1)

    @Test("Proof1: your proof passes the fixed version and every correct fix, and fails on the broken one and every wrong fix")
    func judge() async throws {
        var runs: [ProofRun] = []
        for version in try Proof1Versions.all() {
            let name = version.name
            let result = await #expect(
                processExitsWith: version.expectedExit, observing: [\.standardOutputContent],
                Comment(rawValue: version.unexpectedMessage)
            ) { [name = name as String] in
                guard let versions = Proof1Registry.versions(named: name) else {
                    print("no version named \(name) in Proof1Registry")
                    exit(99)
                }
                await ProofJudge.prove(on: name) { await Proof1.prove(versions) }
            }
            runs.append(ProofRun(version: version, outcome: ProofOutcome(expected: version.verdict, result?.exitStatus), issues: ProofJudge.issues(in: result)))
        }
        let findings = ProofSource.findings(in: Proof1Versions.labRoot.appending(path: Self.file), shownAs: Self.file)
        let report = ProofReport(title: "Proof 1", exercise: 3, file: Self.file, runs: runs, findings: findings)
        if let message = report.failureMessage { Issue.record(Comment(rawValue: message)) } else { print(report.summary) }
    }

    @Test("Proof1: every entry of Exercise 3's gallery is a version the judge runs (the lab's own check)")
    func everyGalleryEntryIsJudged() throws {
        for version in try Proof1Versions.all() {
            #expect(Proof1Registry.versions(named: version.name) != nil, "\(version.name) has no module in Proofs/Package.swift and Proof1Registry")
        }
    }

    @Test("Proof1: the broken version is Exercise 3 as shipped (the lab's own check)")
    func brokenVersionIsExercise3AsShipped() throws {
        struct Shipped: Decodable { struct File: Decodable { let path: String; let content: String? }; let files: [File] }
        let shipped = try JSONDecoder().decode(Shipped.self, from: Data(contentsOf: Proof1Versions.labRoot.appending(path: "Exercises/shipped.json")))
        for name in ["CatalogViewModel.swift", "ProductLoader.swift"] {
            let copy = try String(contentsOf: Proof1Versions.labRoot.appending(path: "Proofs/Versions/Proof1/Broken/\(name)"), encoding: .utf8)
            #expect(shipped.files.first { $0.path == "Exercises/Exercise3/\(name)" }?.content == copy,
                    "Proofs/Versions/Proof1/Broken/\(name) differs from Exercise 3 as shipped: copy it from Exercises/shipped.json")
        }
    }
}
