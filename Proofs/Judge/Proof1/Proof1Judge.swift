import Catalog
import Proof1
import Proof1Kit
import ProofKit
import Testing

/// Proof 1, judged: the student's `Proof1.prove` against every version of Exercise 3, each run
/// in a process of its own (an exit test), so a version that traps or a proof that hangs ends
/// that run, never the judge.
@Suite("Proof1: your proof of Exercise 3, judged against every version")
struct Proof1Judge {
    static let exercise = ProofExercise(number: 1, exercise: 3, files: ["CatalogViewModel.swift", "ProductLoader.swift"])
    static let broken = "the view model's callback captures the view model, and the load's task holds its loader"

    @Test("Proof1: your proof passes the fixed version and every correct fix, and fails on the broken one and every wrong fix")
    func judge() async throws {
        await Self.exercise.judge(try Self.exercise.versions(broken: Self.broken), isRegistered: { Proof1Registry.versions(named: $0) != nil }) { name in
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { [name = name as String] in
                // Through a throwing function type: a proof may be `async` or `async throws`.
                let prove: @MainActor (CatalogVersions) async throws -> Void = Proof1.prove
                await ProofJudge.prove(within: Proof1Judge.exercise.limit) { try await prove(Proof1Registry.versions(named: name)!) }
            }
        }
    }

    @Test("Proof1: every version is the module and the files its name says, the broken one Exercise 3 as shipped (the lab's own check)")
    @MainActor func everyVersionIsBuiltAsItsNameSays() throws {
        try Self.exercise.checkVersions(broken: Self.broken) { Proof1Registry.versions(named: $0).map { String(reflecting: type(of: $0.screen(repository: NeverCalledRepository()))) } }
    }
}

/// A repository for a version that is made and never loads: only its types are looked at.
struct NeverCalledRepository: ProductRepository {
    func loadAll() async throws -> [Product] { [] }
}
