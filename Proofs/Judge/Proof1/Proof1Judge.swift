import ConcurrencyProbes
import Foundation
import Proof1
import Proof1Kit
import ProofKit
import Testing

/// Proof 1, judged: the student's `Proof1.prove` against every version of Exercise 3, each run
/// in a process of its own (an exit test), so a version that traps or a proof that hangs ends
/// that run, never the judge.
@Suite("Proof1: your proof of Exercise 3, judged against every version")
struct Proof1Judge {
    @Test("Proof1: your proof passes the fixed version and every correct fix, and fails on the broken one and every wrong fix")
    func judge() async throws {
        var runs: [ProofRun] = []
        for version in try Proof1Versions.all() {
            guard Proof1Registry.versions(named: version.name) != nil else {
                Issue.record("The lab has no module for the version \(version.name): Proofs/Package.swift and Proof1Registry must list it (the lab's mistake, not your proof's)")
                continue
            }
            let name = version.name
            let finished = Locked<ExitTest.Result?>(nil)
            // The child exits 0 whatever the proof did, and says it on its output: only a crash
            // ends it otherwise, and then this expectation is the known issue that says so.
            await withKnownIssue("the run of your proof on \(name) crashed", isIntermittent: true) {
                let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name = name as String] in
                    // Through a throwing function type: a proof may be `async` or `async throws`.
                    let prove: @MainActor (CatalogVersions) async throws -> Void = Proof1.prove
                    await ProofJudge.prove { try await prove(Proof1Registry.versions(named: name)!) }
                }
                finished.withLock { $0 = result }
            }
            runs.append(ProofJudge.run(of: version, finished.value))
        }
        let proof = ProofFile(proof: 1, labRoot: Proof1Versions.labRoot)
        let report = ProofReport(title: "Proof 1", exercise: 3, files: proof.shown, runs: runs, findings: ProofSource.findings(in: proof))
        for message in report.messages { Issue.record(Comment(rawValue: message)) }
        if report.isDone { print(report.summary) } else { Issue.record(Comment(rawValue: report.summary)) }
    }

    @Test("Proof1: every entry of Exercise 3's gallery is a version the judge runs, made of the right files (the lab's own check)")
    func everyGalleryEntryIsJudged() async throws {
        for version in try Proof1Versions.all() {
            guard let versions = Proof1Registry.versions(named: version.name) else {
                Issue.record("\(version.name) has no module in Proofs/Package.swift and Proof1Registry")
                continue
            }
            #expect(await Proof1Versions.problems(of: version, made: versions) == [])
        }
    }

    @Test("Proof1: the broken version is Exercise 3 as shipped (the lab's own check)")
    func brokenVersionIsExercise3AsShipped() throws {
        struct Shipped: Decodable { struct File: Decodable { let path: String; let content: String? }; let files: [File] }
        let shipped = try JSONDecoder().decode(Shipped.self, from: Data(contentsOf: Proof1Versions.labRoot.appending(path: "Exercises/shipped.json")))
        for name in Proof1Versions.files {
            let copy = try String(contentsOf: Proof1Versions.labRoot.appending(path: "Proofs/Versions/Proof1/Broken/\(name)"), encoding: .utf8)
            #expect(shipped.files.first { $0.path == "Exercises/Exercise3/\(name)" }?.content == copy,
                    "Proofs/Versions/Proof1/Broken/\(name) differs from Exercise 3 as shipped: copy it from Exercises/shipped.json")
        }
    }
}
