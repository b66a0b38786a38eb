import Catalog
import Exercise4
import Foundation
import LabKit
import XCTest

/// Exercise 4 — "Freshness and the order of writes", XCTest style: lesson 001's BDD table,
/// then every order of two overlapping loads.
final class Exercise4FreshnessXCTests: WatchedTestCase {
    // MARK: The proofs

    func test_loadAll_whenTheSaveFails_stillReturnsTheRemotesProducts() async {
        if let message = await Exercise4Scenario.brokenCacheStillReturnsProducts() { XCTFail(message) }
    }

    func test_everyOrderOfTwoOverlappingLoads_keepsTheNewestCatalog() async {
        let stores = Locked<[AnyObject]>([])
        let explorer = Exercise4Scenario.explorer { store in stores.withLock { $0.append(store) } }

        let report = await explorer.explore()

        stores.value.forEach { trackForMemoryLeaks($0) }
        if let message = Exercise4Messages.olderCatalogWon(report) {
            XCTFail(message)
        }
    }

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        let report = await Exercise4Contract.check()

        recordBroken(Exercise4Messages.contractDisagrees(report), of: report, exercise: 4)
    }

    func test_loadAll_onSlowRemoteFailure_judgesFreshnessWhenTheFailureArrives() async {
        if let message = await Exercise4Scenario.slowFailureAfterTheCacheAged() { XCTFail(message) }
    }

    // MARK: Behaviour (lesson 001's BDD table; passes on both tracks)

    func test_loadAll_onRemoteSuccess_returnsAndCachesStampedWhenTheRequestStarted() async throws {
        let store = ProductStoreStub()
        let (sut, clock) = makeSUT(remote: .success([makeProduct("1")]), store: store)

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [makeProduct("1")])
        XCTAssertEqual(store.saves, [CachedProducts(products: [makeProduct("1")], timestamp: clock.now())])

        if let message = await Exercise4Scenario.cachesBeforeReturning() { XCTFail(message) }
    }

    func test_loadAll_onRemoteFailure_withCache299SecondsOld_returnsTheCache() async throws {
        let clock = ManualClock()
        let cached = CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-299))
        let (sut, _) = makeSUT(remote: .failure(.connectivity), store: ProductStoreStub(cached: cached), clock: clock)

        let products = try await sut.loadAll()

        XCTAssertEqual(products, [makeProduct("cached")], "299 s old is younger than maxAge 300 s: still fresh")
    }

    func test_loadAll_onRemoteFailure_withCache300SecondsOld_throwsTheRemotesError() async {
        let clock = ManualClock()
        let cached = CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-300))
        let (sut, _) = makeSUT(remote: .failure(.connectivity), store: ProductStoreStub(cached: cached), clock: clock)

        await assertThrowsConnectivity(try await sut.loadAll(), "300 s old is stale: the remote's error, never stale data")
    }

    func test_loadAll_onRemoteFailure_withoutCache_throwsTheRemotesError() async {
        let (sut, _) = makeSUT(remote: .failure(.connectivity), store: ProductStoreStub(cached: nil))

        await assertThrowsConnectivity(try await sut.loadAll())
    }

    func test_store_keepsWhatWasSaved() async {
        let store = InMemoryProductStore()
        trackForMemoryLeaks(store)
        let cache = CachedProducts(products: [makeProduct("1")], timestamp: Date(timeIntervalSince1970: 1))

        await store.save(cache)

        let loaded = await store.load()
        XCTAssertEqual(loaded, cache)
    }

    // MARK: Helpers

    private func makeSUT(
        remote result: Result<[Product], CatalogError>, store: ProductStoreStub, clock: ManualClock = ManualClock(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> (CachedProductRepository, ManualClock) {
        let remote = ProductRepositoryStub(result: result)
        let sut = CachedProductRepository(remote: remote, store: store, policy: FreshnessPolicy(maxAge: 300), clock: clock)
        trackForMemoryLeaks(remote, file: file, line: line)
        trackForMemoryLeaks(store, file: file, line: line)
        trackForMemoryLeaks(clock, file: file, line: line)
        return (sut, clock)
    }

    private func assertThrowsConnectivity(
        _ expression: @autoclosure () async throws -> [Product], _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        do {
            let products = try await expression()
            XCTFail("Expected CatalogError.connectivity, got \(products.count) product(s). \(message)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? CatalogError, .connectivity, message, file: file, line: line)
        }
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 4)
    }
}
