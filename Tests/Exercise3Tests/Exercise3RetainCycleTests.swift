import Catalog
import Exercise3
import LabKit
import Testing

@Suite("Exercise3: Retain cycles", .watched)
@MainActor
/// Exercise 3 — "Retain cycles", Swift Testing style: the `.detectsLeaks` trait.
struct Exercise3RetainCycleTests {
    @Test("Exercise3: the view model is released when the screen goes away", .detectsLeaks)
    func viewModelIsReleased() {
        let sut = CatalogViewModel(repository: ProductRepositoryStub())
        trackForMemoryLeaks(sut, hint: Exercise3Messages.closureCycle)
    }

    @Test("Exercise3: the loader is released while a load is still in flight", .detectsLeaks)
    func loaderIsReleasedWhileLoading() async throws {
        let remote = GatedProductRepository(name: "slow network")
        let sut = ProductLoader(repository: remote)
        trackForMemoryLeaks(sut, hint: Exercise3Messages.taskKeepsOwnerAlive)

        sut.load()
        try await remote.waitUntilCalled()
        // The screen goes away here, with the request still parked in the gate.
    }

    @Test("Exercise3: a loader that is gone cancels its load and never calls back, even when the network answers anyway")
    func loaderGoneCancelsAndNeverCallsBack() async {
        if let message = await Exercise3Scenario.loaderGoneWhileTheNetworkAnswersAnyway() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise3: every load() returns, also when two overlap, and the screen shows the last one's products")
    func overlappingLoadsBothReturn() async {
        if let message = await Exercise3Scenario.overlappingLoads() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise3: load delivers products to the view model")
    func loadDeliversProducts() async {
        let sut = CatalogViewModel(repository: ProductRepositoryStub(result: .success([makeProduct("1")])))

        await sut.load()

        #expect(sut.products == [makeProduct("1")])
        #expect(sut.errorMessage == nil)
    }

    @Test("Exercise3: a failed load shows an error message")
    func failedLoadShowsError() async {
        let sut = CatalogViewModel(repository: ProductRepositoryStub(result: .failure(.connectivity)))

        await sut.load()

        #expect(sut.products == [])
        #expect(sut.errorMessage == "The catalog could not be loaded.")
    }

    @Test("Exercise3: the contract agrees with its model over every generated scenario")
    func contractHoldsOverGeneratedScenarios() async {
        ProofRecord.record(await Exercise3Contract.disagreement(), exercise: 3)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise3: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 3)
    }
}
