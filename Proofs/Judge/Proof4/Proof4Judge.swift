import Catalog
import LabKit
import Proof4
import Proof4Kit
import ProofKit
import Testing

/// Proof 4, judged: the student's `Proof4.prove` against every version of Exercise 1, each run
/// in a process of its own (an exit test), so a version that traps or deadlocks, or a proof that
/// hangs, ends that run, never the judge.
@Suite("Proof4: your proof of Exercise 1, judged against every version")
struct Proof4Judge {
    // 20 s: where thread states cannot be read (macOS), the probe tells a call blocked on a lock
    // after its 1 s patience, and a good proof probes eight pairs (a `Mutex` fix: about 8 s).
    static let exercise = ProofExercise(number: 4, exercise: 1, files: ["InMemoryProductCache.swift"], limit: .seconds(20))
    static let broken = "the class says `@unchecked Sendable` and guards nothing: two calls at once read and write its counters and products together"

    @Test("Proof4: your proof passes the fixed version and every correct fix, and fails on the broken one and every wrong fix")
    func judge() async throws {
        await Self.exercise.judge(try Self.exercise.versions(broken: Self.broken), isRegistered: { Proof4Registry.versions(named: $0) != nil }) { name in
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name = name as String] in
                // Through a throwing function type: a proof may be `async` or `async throws`.
                let prove: (CacheVersions) async throws -> Void = Proof4.prove
                await ProofJudge.prove(within: Proof4Judge.exercise.limit) { try await prove(Proof4Registry.versions(named: name)!) }
            }
        }
    }

    @Test("Proof4: every version is the module and the files its name says, the broken one Exercise 1 as shipped (the lab's own check)")
    func everyVersionIsBuiltAsItsNameSays() throws {
        try Self.exercise.checkVersions(broken: Self.broken) { Proof4Registry.versions(named: $0)?.madeType }
    }
}
