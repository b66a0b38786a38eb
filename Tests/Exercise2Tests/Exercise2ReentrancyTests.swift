import Catalog
import Exercise2
import LabKit
import Testing

@Suite("Exercise2: Actor reentrancy", .watched, .detectsLeaks)
/// Exercise 2 — "Actor reentrancy", Swift Testing style. Every schedule is explored, each forced with gates.
struct Exercise2ReentrancyTests {
    @Test("Exercise2: in every order of refresh A, refresh B and clear(), the latest word wins")
    func latestWordWinsInEverySchedule() async {
        let stores = Locked<[SessionProductStore]>([])
        let report = await Exercise2Scenario.exploreWithBothKindsOfNetwork { store in stores.withLock { $0.append(store) } }

        stores.value.forEach { trackForMemoryLeaks($0) }
        ProofRecord.record(Exercise2Messages.latestWordLost(report), of: report, exercise: 2)
    }

    @Test("Exercise2: the contract's model agrees over generated scenarios (refreshes that answer or fail, a clear(), every order of each)")
    func contractHoldsOverGeneratedScenarios() async {
        let report = await Exercise2Contract.check()

        ProofRecord.record(Exercise2Messages.contractDisagrees(report), of: report, exercise: 2)
    }

    @Test("Exercise2: refresh delivers the remote's products")
    func refreshDeliversRemoteProducts() async throws {
        let sut = makeSUT()
        let remote = ProductRepositoryStub(result: .success([makeProduct("1")]))
        trackForMemoryLeaks(remote)

        try await sut.refresh(from: remote)

        #expect(await sut.products == [makeProduct("1")])
    }

    @Test("Exercise2: a failed refresh rethrows and keeps the products")
    func failedRefreshKeepsProducts() async throws {
        let sut = makeSUT()
        try await sut.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))

        await #expect(throws: CatalogError.connectivity) {
            try await sut.refresh(from: ProductRepositoryStub(result: .failure(.connectivity)))
        }
        #expect(await sut.products == [makeProduct("1")])
    }

    @Test("Exercise2: clear after a refresh delivers no products")
    func clearAfterRefresh() async throws {
        let sut = makeSUT()
        try await sut.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))

        await sut.clear()

        #expect(await sut.products == [])
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> SessionProductStore {
        let sut = SessionProductStore()
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise2: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 2)
    }
}
