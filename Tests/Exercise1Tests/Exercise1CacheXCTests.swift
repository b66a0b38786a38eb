import Catalog
import Exercise1
import LabKit
import XCTest

/// Exercise 1 — "From @unchecked Sendable to actor", XCTest style.
final class Exercise1CacheXCTests: XCTestCase {
    // MARK: The proof: no two calls are inside the cache at once

    func test_calls_takeTurnsInsideTheCache() async {
        let outcomes = await Exercise1Probe.runEveryPair { trackForMemoryLeaks($0) }

        if let message = Exercise1Messages.exclusivity(outcomes) {
            XCTFail(message)
        }
    }

    // MARK: The race driver for ThreadSanitizer (runs only under --sanitize=thread)

    func test_mixedConcurrentUse_countsEveryLookup_underThreadSanitizer() async throws {
        try XCTSkipUnless(ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)")
        let (sut, _) = makeSUT()

        let (made, counted) = await Exercise1RaceDriver.run(on: sut)

        XCTAssertEqual(counted, made, Exercise1Messages.lostLookups(made: made, counted: counted))
    }

    // MARK: Behaviour (passes on both tracks)

    func test_retrieve_onEmptyCache_deliversNothingAndCountsAMiss() async {
        let (sut, _) = makeSUT()

        let result = await sut.retrieve()

        XCTAssertNil(result)
        let statistics = await sut.statistics()
        XCTAssertEqual(statistics, CacheStatistics(hits: 0, misses: 1))
    }

    func test_retrieve_299SecondsAfterStore_deliversProducts() async {
        let (sut, clock) = makeSUT(maxAge: 300)
        await sut.store([makeProduct("1")])

        clock.advance(by: 299)
        let result = await sut.retrieve()

        XCTAssertEqual(result, [makeProduct("1")], "299 s old is younger than maxAge 300 s: still fresh")
    }

    func test_retrieve_300SecondsAfterStore_deliversNothing() async {
        let (sut, clock) = makeSUT(maxAge: 300)
        await sut.store([makeProduct("1")])

        clock.advance(by: 300)
        let result = await sut.retrieve()

        XCTAssertNil(result, "The policy is age < maxAge: at exactly 300 s the data is stale")
    }

    func test_invalidate_forgetsStoredProducts() async {
        let (sut, _) = makeSUT()
        await sut.store([makeProduct("1")])

        await sut.invalidate()
        let result = await sut.retrieve()

        XCTAssertNil(result)
    }

    // MARK: Helpers

    private func makeSUT(
        maxAge: TimeInterval = 300, file: StaticString = #filePath, line: UInt = #line
    ) -> (InMemoryProductCache, ManualClock) {
        let clock = ManualClock()
        let sut = InMemoryProductCache(policy: FreshnessPolicy(maxAge: maxAge), clock: clock)
        trackForMemoryLeaks(clock, file: file, line: line)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, clock)
    }
}
