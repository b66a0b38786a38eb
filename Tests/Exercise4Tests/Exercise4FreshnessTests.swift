import Catalog
import Exercise4
import Foundation
import LabKit
import Testing

@Suite("Exercise4: Freshness and the order of writes", .watched, .detectsLeaks)
/// Exercise 4 — "Freshness and the order of writes", Swift Testing style: lesson 001's BDD
/// table, then every order of two overlapping loads.
struct Exercise4FreshnessTests {
    @Test("Exercise4: a failed cache save still returns the remote's products")
    func failedSaveStillReturnsProducts() async {
        if let message = await Exercise4Scenario.brokenCacheStillReturnsProducts() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise4: in every order of two overlapping loads, the newest catalog stays cached")
    func newestCatalogWinsInEverySchedule() async {
        let stores = Locked<[AnyObject]>([])
        let explorer = Exercise4Scenario.explorer { store in stores.withLock { $0.append(store) } }

        let report = await explorer.explore()

        stores.value.forEach { trackForMemoryLeaks($0) }
        if let message = Exercise4Messages.olderCatalogWon(report) {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test("Exercise4: the contract's model agrees over generated scenarios (every order of each)")
    func contractHoldsOverGeneratedScenarios() async {
        let report = await Exercise4Contract.check()

        ProofRecord.record(Exercise4Messages.contractDisagrees(report), of: report, exercise: 4)
    }

    @Test("Exercise4: after a slow network failure, freshness is judged when the failure arrives, not when the request started")
    func slowFailureJudgesFreshnessAtTheFailure() async {
        if let message = await Exercise4Scenario.slowFailureAfterTheCacheAged() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise4: the remote's products are returned and cached, stamped when the request started")
    func remoteSuccessIsReturnedAndCached() async throws {
        let store = ProductStoreStub()
        let (sut, clock) = makeSUT(remote: .success([makeProduct("1")]), store: store)

        let products = try await sut.loadAll()

        #expect(products == [makeProduct("1")])
        #expect(store.saves == [CachedProducts(products: [makeProduct("1")], timestamp: clock.now())])
        if let message = await Exercise4Scenario.cachesBeforeReturning() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise4: when the remote fails, a cache below maxAge is returned and one at maxAge is not", arguments: [(299.0, true), (300.0, false)])
    func remoteFailureFallsBackToFreshCacheOnly(age: TimeInterval, deliversCache: Bool) async throws {
        let clock = ManualClock()
        let cached = CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-age))
        let (sut, _) = makeSUT(remote: .failure(.connectivity), store: ProductStoreStub(cached: cached), clock: clock)

        if deliversCache {
            #expect(try await sut.loadAll() == [makeProduct("cached")], "\(Int(age)) s old is fresh (policy: age < 300 s)")
        } else {
            await #expect(throws: CatalogError.connectivity, "\(Int(age)) s old is stale: the remote's error, never stale data") {
                try await sut.loadAll()
            }
        }
    }

    @Test("Exercise4: when the remote fails and nothing is cached, the remote's error is thrown")
    func remoteFailureWithoutCacheThrows() async {
        let (sut, _) = makeSUT(remote: .failure(.connectivity), store: ProductStoreStub(cached: nil))

        await #expect(throws: CatalogError.connectivity) { try await sut.loadAll() }
    }

    @Test("Exercise4: the store keeps what was saved")
    func storeKeepsWhatWasSaved() async {
        let store = InMemoryProductStore()
        trackForMemoryLeaks(store)
        let cache = CachedProducts(products: [makeProduct("1")], timestamp: Date(timeIntervalSince1970: 1))

        await store.save(cache)

        #expect(await store.load() == cache)
    }

    private func makeSUT(
        remote result: Result<[Product], CatalogError>, store: ProductStoreStub, clock: ManualClock = ManualClock(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (CachedProductRepository, ManualClock) {
        let remote = ProductRepositoryStub(result: result)
        let sut = CachedProductRepository(remote: remote, store: store, policy: FreshnessPolicy(maxAge: 300), clock: clock)
        trackForMemoryLeaks(remote, sourceLocation: sourceLocation)
        trackForMemoryLeaks(store, sourceLocation: sourceLocation)
        trackForMemoryLeaks(clock, sourceLocation: sourceLocation)
        return (sut, clock)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise4: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 4)
    }
}
