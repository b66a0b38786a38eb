import Catalog
import Exercise5
import Foundation
import LabKit
import XCTest

/// Exercise 5 — "Composition under concurrency", XCTest style.
final class Exercise5CompositionXCTests: WatchedTestCase {
    // MARK: The proofs

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        let report = await Exercise5Contract.check()

        recordBroken(Exercise5Messages.contractDisagrees(report), of: report, exercise: 5)
    }

    func test_logger_callsTakeTurns() async {
        let result = await Exercise5Scenario.Probe.runEveryPair { trackForMemoryLeaks($0) }

        if let message = Exercise5Messages.loggerExclusivity(result) {
            XCTFail(message)
        }
    }

    func test_twoOverlappingLoads_logStartAndEnd_timedByTheInjectedClock() async throws {
        let (clock, logger, store) = makeShared()
        let logged = try await Exercise5Scenario.overlappingLoadsThroughOneComposition(clock: clock, logger: logger, store: store)
        let expected = Exercise5Scenario.Expectations.overlappingLoadsLog
        if logged != expected {
            XCTFail(Exercise5Messages.wrongDurations(logged: logged, expected: expected))
        }
    }

    func test_interceptor_cachesTheRemotesProducts_stampedByTheInjectedClock() async throws {
        let (clock, logger, store) = makeShared()
        let sut = CatalogComposition.makeRepository(
            remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store, logger: logger, clock: clock)

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [makeProduct("1")])
        let saved = await store.saves
        let expected = CachedProducts(products: [makeProduct("1")], timestamp: clock.now())
        if saved != [expected] {
            XCTFail(Exercise5Messages.wallClockStamp(saved: saved, now: expected))
        }
    }

    // MARK: The race driver for ThreadSanitizer (runs only under --sanitize=thread)

    func test_concurrentComposedLoads_keepEveryLogLine_underThreadSanitizer() async throws {
        try XCTSkipUnless(ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)")

        let (made, logged) = await Exercise5Scenario.RaceDriver.run(clock: ManualClock())

        XCTAssertEqual(logged, made * 2, Exercise5Messages.lostLines(made: made, logged: logged))
    }

    // MARK: Behaviour (lesson 004's own tests; pass on both tracks)

    func test_fallback_onPrimarySuccess_returnsThePrimarysProducts() async throws {
        let sut = ProductRepositoryWithFallback(
            primary: ProductRepositoryStub(result: .success([makeProduct("primary")])),
            fallback: ProductRepositoryStub(result: .success([makeProduct("fallback")])))
        trackForMemoryLeaks(sut)

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [makeProduct("primary")])
    }

    func test_fallback_onPrimaryFailure_returnsTheFallbacksProducts() async throws {
        let sut = ProductRepositoryWithFallback(
            primary: ProductRepositoryStub(result: .failure(.connectivity)),
            fallback: ProductRepositoryStub(result: .success([makeProduct("fallback")])))
        trackForMemoryLeaks(sut)

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [makeProduct("fallback")])
    }

    func test_fallback_onBothFailing_throwsTheFallbacksError() async {
        let sut = ProductRepositoryWithFallback(
            primary: ProductRepositoryStub(result: .failure(.connectivity)),
            fallback: ProductRepositoryStub(result: .failure(.invalidData)))
        trackForMemoryLeaks(sut)

        do {
            _ = try await sut.loadAll()
            XCTFail("Expected the fallback's error")
        } catch {
            XCTAssertEqual(error as? CatalogError, .invalidData)
        }
    }

    func test_composition_networkDownAndCacheFresh_returnsTheCacheAndLogsBothEnds() async throws {
        let (clock, logger, _) = makeShared()
        let store = InMemoryCache(cached: CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-299)))
        let sut = CatalogComposition.makeRepository(
            remote: ProductRepositoryStub(result: .failure(.connectivity)), store: store, logger: logger, clock: clock)

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [makeProduct("cached")])
        let lines = await logger.entries()
        XCTAssertEqual(lines.count, 2, "one line when the load starts, one when it ends")
    }

    func test_composition_networkDownAndCacheStale_throws() async {
        let (clock, logger, _) = makeShared()
        let store = InMemoryCache(cached: CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-300)))
        let sut = CatalogComposition.makeRepository(
            remote: ProductRepositoryStub(result: .failure(.connectivity)), store: store, logger: logger, clock: clock)

        do {
            _ = try await sut.loadAll()
            XCTFail("Expected LocalProductRepository.NoFreshCache: 300 s old is stale")
        } catch {
            XCTAssertTrue(error is LocalProductRepository.NoFreshCache, "got \(error)")
        }
    }

    // MARK: Helpers

    private func makeShared(file: StaticString = #filePath, line: UInt = #line) -> (ManualClock, InMemoryLogger, InMemoryCache) {
        let clock = ManualClock()
        let logger = InMemoryLogger(clock: clock)
        let store = InMemoryCache()
        trackForMemoryLeaks(clock, file: file, line: line)
        trackForMemoryLeaks(logger, file: file, line: line)
        trackForMemoryLeaks(store, file: file, line: line)
        return (clock, logger, store)
    }

    func test_failedComposedLoad_isTimedByTheInjectedClock() async {
        if let message = await Exercise5Scenario.failedLoadIsTimedByTheInjectedClock() { XCTFail(message) }
    }

    func test_cancellingAComposedLoad_cancelsTheNetworkRequest() async {
        if let message = await Exercise5Scenario.cancelledLoadCancelsTheRequest() { XCTFail(message) }
    }

    func test_interceptor_whenTheSaveFails_stillReturnsTheProducts() async {
        if let message = await Exercise5Scenario.failedSaveKeepsTheChain() { XCTFail(message) }
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 5)
    }
}
