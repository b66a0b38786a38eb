import Catalog
import Exercise5
import Foundation
import LabKit
import Testing

@Suite("Exercise5: Composition under concurrency", .watched, .detectsLeaks, .serialized)
/// Exercise 5 — "Composition under concurrency", Swift Testing style.
// Serialized: a fix isolated to a global actor shares it with every test of the suite, and
// the probe needs the type idle when it starts (a busy actor runs its jobs on another thread).
struct Exercise5CompositionTests {
    @Test("Exercise5: the contract's model agrees over generated scenarios through the one composition (every order of each, cancellation included)")
    func contractHoldsOverGeneratedScenarios() async {
        let report = await Exercise5Contract.check()

        ProofRecord.record(Exercise5Messages.contractDisagrees(report), of: report, exercise: 5)
    }

    @Test("Exercise5: no two calls are inside the shared logger at once")
    func loggerCallsTakeTurns() async {
        let result = await Exercise5Scenario.Probe.runEveryPair { trackForMemoryLeaks($0) }

        if let message = Exercise5Messages.loggerExclusivity(result) {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test("Exercise5: two overlapping loads each log their start and their end, timed by the injected clock")
    func overlappingLoadsAreLoggedWithInjectedDurations() async throws {
        let (clock, logger, store) = makeShared()
        let logged = try await Exercise5Scenario.overlappingLoadsThroughOneComposition(clock: clock, logger: logger, store: store)
        let expected = Exercise5Scenario.Expectations.overlappingLoadsLog
        if logged != expected {
            Issue.record(Comment(rawValue: Exercise5Messages.wrongDurations(logged: logged, expected: expected)))
        }
    }

    @Test("Exercise5: the interceptor caches what the remote returned, stamped by the injected clock")
    func interceptorStampsWithInjectedClock() async throws {
        let (clock, logger, store) = makeShared()
        let sut = CatalogComposition.makeRepository(
            remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store, logger: logger, clock: clock)

        let products = try await sut.loadAll()

        #expect(products == [makeProduct("1")])
        let saved = await store.saves
        let expected = CachedProducts(products: [makeProduct("1")], timestamp: clock.now())
        if saved != [expected] {
            Issue.record(Comment(rawValue: Exercise5Messages.wallClockStamp(saved: saved, now: expected)))
        }
    }

    @Test(
        "Exercise5: concurrent composed loads keep every log line (a race driver for ThreadSanitizer)",
        .enabled(if: ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)"))
    func concurrentLoadsKeepEveryLineUnderThreadSanitizer() async {
        let (made, logged) = await Exercise5Scenario.RaceDriver.run(clock: ManualClock())

        #expect(logged == made * 2, Comment(rawValue: Exercise5Messages.lostLines(made: made, logged: logged)))
    }

    // MARK: Behaviour (lesson 004's own tests; pass on both tracks)

    @Test("Exercise5: the fallback returns the primary's products when the primary succeeds")
    func fallbackReturnsPrimary() async throws {
        let sut = ProductRepositoryWithFallback(
            primary: ProductRepositoryStub(result: .success([makeProduct("primary")])),
            fallback: ProductRepositoryStub(result: .success([makeProduct("fallback")])))
        trackForMemoryLeaks(sut)

        #expect(try await sut.loadAll() == [makeProduct("primary")])
    }

    @Test("Exercise5: the fallback returns the fallback's products when the primary fails")
    func fallbackReturnsFallbackOnPrimaryFailure() async throws {
        let sut = ProductRepositoryWithFallback(
            primary: ProductRepositoryStub(result: .failure(.connectivity)),
            fallback: ProductRepositoryStub(result: .success([makeProduct("fallback")])))
        trackForMemoryLeaks(sut)

        #expect(try await sut.loadAll() == [makeProduct("fallback")])
    }

    @Test("Exercise5: the fallback throws the fallback's error when both fail")
    func fallbackThrowsFallbacksError() async {
        let sut = ProductRepositoryWithFallback(
            primary: ProductRepositoryStub(result: .failure(.connectivity)),
            fallback: ProductRepositoryStub(result: .failure(.invalidData)))
        trackForMemoryLeaks(sut)

        await #expect(throws: CatalogError.invalidData) { try await sut.loadAll() }
    }

    @Test("Exercise5: with the network down and a fresh cache, the composition returns the cache and logs both ends")
    func networkDownFreshCache() async throws {
        let (clock, logger, _) = makeShared()
        let store = InMemoryCache(cached: CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-299)))
        let sut = CatalogComposition.makeRepository(
            remote: ProductRepositoryStub(result: .failure(.connectivity)), store: store, logger: logger, clock: clock)

        let products = try await sut.loadAll()

        #expect(products == [makeProduct("cached")])
        #expect(await logger.entries().count == 2, "one line when the load starts, one when it ends")
    }

    @Test("Exercise5: with the network down and a stale cache, the composition throws")
    func networkDownStaleCache() async {
        let (clock, logger, _) = makeShared()
        let store = InMemoryCache(cached: CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-300)))
        let sut = CatalogComposition.makeRepository(
            remote: ProductRepositoryStub(result: .failure(.connectivity)), store: store, logger: logger, clock: clock)

        await #expect(throws: LocalProductRepository.NoFreshCache.self) { try await sut.loadAll() }
    }

    private func makeShared(sourceLocation: SourceLocation = #_sourceLocation) -> (ManualClock, InMemoryLogger, InMemoryCache) {
        let clock = ManualClock()
        let logger = InMemoryLogger(clock: clock)
        let store = InMemoryCache()
        trackForMemoryLeaks(clock, sourceLocation: sourceLocation)
        trackForMemoryLeaks(logger, sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        return (clock, logger, store)
    }

    @Test("Exercise5: a load that fails is timed by the injected clock too")
    func failedLoadIsTimedByTheInjectedClock() async {
        if let message = await Exercise5Scenario.failedLoadIsTimedByTheInjectedClock() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise5: cancelling a composed load cancels the network request it waits on")
    func cancellingALoadCancelsTheRequest() async {
        if let message = await Exercise5Scenario.cancelledLoadCancelsTheRequest() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise5: a failed cache save does not fail the load the interceptor decorates")
    func failedSaveKeepsTheChain() async {
        if let message = await Exercise5Scenario.failedSaveKeepsTheChain() { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise5: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 5)
    }
}
