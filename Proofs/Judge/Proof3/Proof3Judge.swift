import Catalog
import LabKit
import Proof3
import Proof3Kit
import ProofKit
import Testing

/// Proof 3, judged: the student's `Proof3.prove` against every version of Exercise 7, each run
/// in a process of its own (an exit test), so a version that traps or a proof that hangs ends
/// that run, never the judge.
@Suite("Proof3: your proof of Exercise 7, judged against every version")
struct Proof3Judge {
    static let exercise = ProofExercise(number: 3, exercise: 7, files: ["CatalogLoader.swift"])
    static let broken = "the save runs in a `Task { }` of its own: load() returns before it ends, and cancelling load() leaves it running"

    @Test("Proof3: your proof passes the fixed version and every correct fix, and fails on the broken one and every wrong fix")
    func judge() async throws {
        await Self.exercise.judge(try Self.exercise.versions(broken: Self.broken), isRegistered: { Proof3Registry.versions(named: $0) != nil }) { name in
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name = name as String] in
                // Through a throwing function type: a proof may be `async` or `async throws`.
                let prove: (LoaderVersions) async throws -> Void = Proof3.prove
                await ProofJudge.prove(within: Proof3Judge.exercise.limit) { try await prove(Proof3Registry.versions(named: name)!) }
            }
        }
    }

    @Test("Proof3: every version is the module and the files its name says, the broken one Exercise 7 as shipped (the lab's own check)")
    func everyVersionIsBuiltAsItsNameSays() throws {
        try Self.exercise.checkVersions(broken: Self.broken) { Proof3Registry.versions(named: $0).map { String(reflecting: type(of: $0.loader(remote: ProductRepositoryStub(), store: GatedProductStore(), clock: ManualClock()))) } }
    }
}
