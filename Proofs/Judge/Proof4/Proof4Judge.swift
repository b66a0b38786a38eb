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
    static let exercise = ProofExercise(number: 4, exercise: 1, files: ["InMemoryProductCache.swift"])
    static let broken = "the class says `@unchecked Sendable` and guards nothing: two calls at once read and write its counters and products together"

    @Test("Proof4: your proof passes the fixed version and every correct fix, and fails on the broken one and every wrong fix")
    func judge() async throws {
        await Self.exercise.judge(try Self.exercise.versions(broken: Self.broken), isRegistered: { Proof4Registry.versions(named: $0) != nil }) { name in
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name = name as String] in
                // Through a throwing function type: a proof may be `async` or `async throws`.
                let prove: @Sendable (CacheVersions) async throws -> Void = Proof4.prove
                await ProofJudge.prove { try await prove(Proof4Registry.versions(named: name)!) }
            }
        }
    }

    @Test("Proof4: every version is the module and the files its name says, the broken one Exercise 1 as shipped (the lab's own check)")
    func everyVersionIsBuiltAsItsNameSays() throws {
        for version in try Self.exercise.versions(broken: Self.broken) {
            guard let versions = Proof4Registry.versions(named: version.name) else {
                Issue.record("\(version.name) has no module in Proofs/Package.swift and Proof4Registry")
                continue
            }
            let made = String(reflecting: type(of: versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())))
            #expect(try Self.exercise.problems(of: version, madeType: made) == [])
        }
    }
}
