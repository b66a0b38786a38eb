import Proof2
import Proof2Kit
import ProofKit
import Testing

/// Proof 2, judged: the student's `Proof2.prove` against every version of Exercise 2, each run
/// in a process of its own (an exit test), so a version that traps or a proof that hangs ends
/// that run, never the judge.
@Suite("Proof2: your proof of Exercise 2, judged against every version")
struct Proof2Judge {
    // 20 s: exploring every order of three calls takes a good proof about 6 s on some correct versions.
    static let exercise = ProofExercise(number: 2, exercise: 2, files: ["SessionProductStore.swift"], limit: .seconds(20))
    static let broken = "a refresh that resumes after its `await` writes whatever happened meanwhile: a newer refresh's catalog, or a sign-out"

    @Test("Proof2: your proof passes the fixed version and every correct fix, and fails on the broken one and every wrong fix")
    func judge() async throws {
        await Self.exercise.judge(try Self.exercise.versions(broken: Self.broken), isRegistered: { Proof2Registry.versions(named: $0) != nil }) { name in
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name = name as String] in
                // Through a throwing function type: a proof may be `async` or `async throws`.
                let prove: (SessionStoreVersions) async throws -> Void = Proof2.prove
                await ProofJudge.prove(within: Proof2Judge.exercise.limit) { try await prove(Proof2Registry.versions(named: name)!) }
            }
        }
    }

    @Test("Proof2: every version is the module and the files its name says, the broken one Exercise 2 as shipped (the lab's own check)")
    func everyVersionIsBuiltAsItsNameSays() throws {
        try Self.exercise.checkVersions(broken: Self.broken) { Proof2Registry.versions(named: $0).map { String(reflecting: type(of: $0.store())) } }
    }
}
