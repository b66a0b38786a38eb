import Catalog
import Exercise3
import LabKit
import XCTest

/// Exercise 3 — "Retain cycles", XCTest style: `trackForMemoryLeaks` in teardown.
@MainActor
final class Exercise3RetainCycleXCTests: WatchedTestCase {
    // MARK: The proofs

    func test_viewModel_isReleasedWhenTheScreenGoesAway() {
        let sut = CatalogViewModel(repository: ProductRepositoryStub())
        trackForMemoryLeaks(sut, hint: Exercise3Messages.closureCycle)
    }

    func test_loader_isReleasedWhileALoadIsStillInFlight() async throws {
        let remote = GatedProductRepository(name: "slow network")
        let sut = ProductLoader(repository: remote)
        trackForMemoryLeaks(sut, hint: Exercise3Messages.taskKeepsOwnerAlive)

        sut.load()
        try await remote.waitUntilCalled()
        // The screen goes away here, with the request still parked in the gate.
    }

    // MARK: Behaviour (passes on both tracks)

    func test_loader_whenGone_cancelsItsLoadAndNeverCallsBack() async {
        if let message = await Exercise3Scenario.loaderGoneWhileTheNetworkAnswersAnyway() { XCTFail(message) }
    }

    func test_load_twoOverlapping_bothReturnAndTheLastOneIsShown() async {
        if let message = await Exercise3Scenario.overlappingLoads() { XCTFail(message) }
    }

    func test_load_deliversProductsToTheViewModel() async {
        let sut = CatalogViewModel(repository: ProductRepositoryStub(result: .success([makeProduct("1")])))

        await sut.load()

        XCTAssertEqual(sut.products, [makeProduct("1")])
        XCTAssertNil(sut.errorMessage)
    }

    func test_load_onFailure_showsAnErrorMessage() async {
        let sut = CatalogViewModel(repository: ProductRepositoryStub(result: .failure(.connectivity)))

        await sut.load()

        XCTAssertEqual(sut.products, [])
        XCTAssertEqual(sut.errorMessage, "The catalog could not be loaded.")
    }
    // The behaviour tests do not track the view model: on the exercise track it leaks by
    // design, and that is the proofs' job to report, not every test's.

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        recordBroken(await Exercise3Contract.disagreement(), exercise: 3)
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 3)
    }
}
