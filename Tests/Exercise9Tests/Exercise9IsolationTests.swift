import LabKit
import Testing

@Suite("Exercise9: where a nonisolated async function runs, spelled out", .watched)
/// Where a `nonisolated async` function runs, spelled out: `nonisolated(nonsending)` (SE-0461,
/// what `NonisolatedNonsendingByDefault` makes of a plain `nonisolated async`) runs on its
/// caller's actor, and `@concurrent` off it; `#isolation` (SE-0420) names the actor a function
/// runs on. Each claim of the README's "Spelled out" a test; not proofs: they pass on both tracks.
struct Exercise9IsolationTests {
    nonisolated(nonsending) static func isolationOfACallersFunction() async -> (any Actor)? {
        #isolation
    }

    @concurrent static func isolationOfAConcurrentFunction() async -> (any Actor)? {
        #isolation
    }

    @Test("Exercise9: called from the main actor, a nonisolated(nonsending) function runs on it, a @concurrent one on no actor")
    @MainActor func nonsendingRunsOnTheCallersActor() async {
        let callers = await Self.isolationOfACallersFunction()
        let concurrent = await Self.isolationOfAConcurrentFunction()

        #expect(callers === MainActor.shared)
        #expect(concurrent == nil)
    }
}
