import Catalog
import Exercise1
import Foundation
import LabKit
import Testing

@Suite("Exercise1: From @unchecked Sendable to actor", .watched, .detectsLeaks, .serialized)
/// Exercise 1 — "From @unchecked Sendable to actor", Swift Testing style.
// Serialized: a fix isolated to a global actor shares it with every test of the suite, and
// the probe needs the type idle when it starts (a busy actor runs its jobs on another thread).
struct Exercise1CacheTests {
    @Test("Exercise1: no two calls are inside the cache at once")
    func callsTakeTurns() async {
        let outcomes = await Exercise1Scenario.runEveryPair { trackForMemoryLeaks($0) }

        ProofRecord.record(Exercise1Messages.exclusivity(outcomes), exercise: 1)
    }

    @Test(
        "Exercise1: mixed concurrent use counts every lookup (a race driver for ThreadSanitizer)",
        .enabled(if: ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)"))
    func mixedConcurrentUseUnderThreadSanitizer() async {
        let (sut, _) = await makeSUT()

        let (made, counted) = await Exercise1Scenario.RaceDriver.run(on: sut)

        #expect(counted == made, Comment(rawValue: Exercise1Messages.lostLookups(made: made, counted: counted)))
    }

    @Test("Exercise1: the contract's model agrees over generated scenarios (overlapping calls in every order; calls one after another, the clock moving between)")
    func contractHoldsOverGeneratedScenarios() async {
        let report = await Exercise1Contract.check()

        ProofRecord.record(Exercise1Messages.contractDisagrees(report), of: report, exercise: 1)
    }

    @Test("Exercise1: an empty cache delivers nothing and counts a miss")
    func emptyCacheDeliversNothing() async throws {
        let (sut, _) = await makeSUT()

        let result = try await SafetyNet.value(of: "retrieve()") { await sut.retrieve() }

        #expect(result == nil)
        #expect(try await SafetyNet.value(of: "statistics()") { await sut.statistics() } == CacheStatistics(hits: 0, misses: 1))
    }

    @Test("Exercise1: products are fresh below maxAge and stale at it", arguments: [(299.0, true), (300.0, false)])
    func freshnessBoundary(age: TimeInterval, deliversProducts: Bool) async throws {
        let (sut, clock) = await makeSUT(maxAge: 300)
        try await SafetyNet.value(of: "store(_:)") { await sut.store([makeProduct("1")]) }

        clock.advance(by: age)
        let result = try await SafetyNet.value(of: "retrieve()") { await sut.retrieve() }

        #expect((result == [makeProduct("1")]) == deliversProducts, "age \(age) s with maxAge 300 s (policy: age < maxAge)")
    }

    @Test("Exercise1: invalidate forgets stored products")
    func invalidateForgetsProducts() async throws {
        let (sut, _) = await makeSUT()
        try await SafetyNet.value(of: "store(_:)") { await sut.store([makeProduct("1")]) }

        try await SafetyNet.value(of: "invalidate()") { await sut.invalidate() }

        #expect(try await SafetyNet.value(of: "retrieve()") { await sut.retrieve() } == nil)
    }

    private func makeSUT(
        maxAge: TimeInterval = 300, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (InMemoryProductCache, ManualClock) {
        let clock = ManualClock()
        let sut = await Exercise1Subject.cache(policy: FreshnessPolicy(maxAge: maxAge), clock: clock)
        trackForMemoryLeaks(clock, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, clock)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise1: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 1)
    }
}
