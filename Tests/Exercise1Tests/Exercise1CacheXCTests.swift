import Catalog
import Exercise1
import LabKit
import XCTest

/// Exercise 1 — "From @unchecked Sendable to actor", XCTest style.
final class Exercise1CacheXCTests: XCTestCase {
    // MARK: The proof: concurrent lookups are all counted

    func test_concurrentLookups_countEveryLookup() async {
        let (sut, _) = makeSUT()
        await sut.store([makeProduct("1")])

        let report = await stress(workers: Exercise1Stress.workers, iterations: Exercise1Stress.iterations) { _, _ in
            _ = await sut.retrieve()
        }

        let counted = await sut.statistics()
        XCTAssertEqual(
            counted.lookups, report.totalIterations,
            Exercise1Messages.lostLookups(counted: counted, made: report.totalIterations))
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
