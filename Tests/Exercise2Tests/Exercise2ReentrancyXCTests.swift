import Catalog
import Exercise2
import LabKit
import XCTest

/// Exercise 2 — "Actor reentrancy", XCTest style. Every schedule is explored, each forced with gates.
final class Exercise2ReentrancyXCTests: WatchedTestCase {
    // MARK: The proof: the latest word wins in every schedule

    func test_everyScheduleOfTwoRefreshesAndAClear_latestWordWins() async {
        let stores = Locked<[SessionProductStore]>([])
        let report = await Exercise2Scenario.exploreWithBothKindsOfNetwork { store in stores.withLock { $0.append(store) } }

        stores.value.forEach { trackForMemoryLeaks($0) }
        recordBroken(Exercise2Messages.latestWordLost(report), of: report, exercise: 2)
    }

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        let report = await Exercise2Contract.check()

        recordBroken(Exercise2Messages.contractDisagrees(report), of: report, exercise: 2)
    }

    // MARK: Behaviour (passes on both tracks)

    func test_refresh_deliversRemoteProducts() async throws {
        let sut = makeSUT()
        let remote = ProductRepositoryStub(result: .success([makeProduct("1")]))
        trackForMemoryLeaks(remote)

        try await sut.refresh(from: remote)

        let products = await sut.products
        XCTAssertEqual(products, [makeProduct("1")])
    }

    func test_refresh_onRemoteFailure_rethrowsAndKeepsProducts() async throws {
        let sut = makeSUT()
        try await sut.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))

        do {
            try await sut.refresh(from: ProductRepositoryStub(result: .failure(.connectivity)))
            XCTFail("Expected refresh to rethrow the remote's error")
        } catch {
            XCTAssertEqual(error as? CatalogError, .connectivity)
        }
        let products = await sut.products
        XCTAssertEqual(products, [makeProduct("1")])
    }

    func test_clear_afterRefresh_deliversNoProducts() async throws {
        let sut = makeSUT()
        try await sut.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))

        await sut.clear()

        let products = await sut.products
        XCTAssertEqual(products, [])
    }

    // MARK: Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> SessionProductStore {
        let sut = SessionProductStore()
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 2)
    }
}
