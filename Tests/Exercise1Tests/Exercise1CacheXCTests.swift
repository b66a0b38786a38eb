import Catalog
import Exercise1
import LabKit
import XCTest

/// Exercise 1 — "From @unchecked Sendable to actor", XCTest style.
final class Exercise1CacheXCTests: WatchedTestCase {
    // MARK: The proof: no two calls are inside the cache at once

    func test_calls_takeTurnsInsideTheCache() async {
        let outcomes = await Exercise1Scenario.runEveryPair { trackForMemoryLeaks($0) }

        recordBroken(Exercise1Messages.exclusivity(outcomes), exercise: 1)
    }

    // MARK: The race driver for ThreadSanitizer (runs only under --sanitize=thread)

    func test_mixedConcurrentUse_countsEveryLookup_underThreadSanitizer() async throws {
        try XCTSkipUnless(ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)")
        let (sut, _) = await makeSUT()

        let (made, counted) = await Exercise1Scenario.RaceDriver.run(on: sut)

        XCTAssertEqual(counted, made, Exercise1Messages.lostLookups(made: made, counted: counted))
    }

    // MARK: Behaviour (passes on both tracks)

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        let report = await Exercise1Contract.check()

        recordBroken(Exercise1Messages.contractDisagrees(report), of: report, exercise: 1)
    }

    func test_retrieve_onEmptyCache_deliversNothingAndCountsAMiss() async throws {
        let (sut, _) = await makeSUT()

        let result = try await SafetyNet.value(of: "retrieve()") { await sut.retrieve() }

        XCTAssertNil(result)
        let statistics = try await SafetyNet.value(of: "statistics()") { await sut.statistics() }
        XCTAssertEqual(statistics, CacheStatistics(hits: 0, misses: 1))
    }

    func test_retrieve_299SecondsAfterStore_deliversProducts() async throws {
        let (sut, clock) = await makeSUT(maxAge: 300)
        try await SafetyNet.value(of: "store(_:)") { await sut.store([makeProduct("1")]) }

        clock.advance(by: 299)
        let result = try await SafetyNet.value(of: "retrieve()") { await sut.retrieve() }

        XCTAssertEqual(result, [makeProduct("1")], "299 s old is younger than maxAge 300 s: still fresh")
    }

    func test_retrieve_300SecondsAfterStore_deliversNothing() async throws {
        let (sut, clock) = await makeSUT(maxAge: 300)
        try await SafetyNet.value(of: "store(_:)") { await sut.store([makeProduct("1")]) }

        clock.advance(by: 300)
        let result = try await SafetyNet.value(of: "retrieve()") { await sut.retrieve() }

        XCTAssertNil(result, "The policy is age < maxAge: at exactly 300 s the data is stale")
    }

    func test_invalidate_forgetsStoredProducts() async throws {
        let (sut, _) = await makeSUT()
        try await SafetyNet.value(of: "store(_:)") { await sut.store([makeProduct("1")]) }

        try await SafetyNet.value(of: "invalidate()") { await sut.invalidate() }
        let result = try await SafetyNet.value(of: "retrieve()") { await sut.retrieve() }

        XCTAssertNil(result)
    }

    // MARK: Helpers

    private func makeSUT(
        maxAge: TimeInterval = 300, file: StaticString = #filePath, line: UInt = #line
    ) async -> (InMemoryProductCache, ManualClock) {
        let clock = ManualClock()
        let sut = await Exercise1Subject.cache(policy: FreshnessPolicy(maxAge: maxAge), clock: clock)
        trackForMemoryLeaks(clock, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, clock)
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 1)
    }
}
