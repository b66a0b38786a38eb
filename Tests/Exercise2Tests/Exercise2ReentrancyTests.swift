import Catalog
import Exercise2
import LabKit
import Testing

/// Exercise 2 — "Actor reentrancy", Swift Testing style. Every interleaving is forced with gates.
@Suite("Exercise2: Actor reentrancy", .detectsLeaks)
struct Exercise2ReentrancyTests {
    @Test("Exercise2: clear() during a refresh stays cleared")
    func clearDuringRefreshStaysCleared() async throws {
        let sut = makeSUT()
        let remote = makeRemote("remote")
        let refresh = Task { try await sut.refresh(from: remote) }
        try await remote.waitUntilCalled()

        await sut.clear()
        remote.respond(with: [makeProduct("old session")])
        try await refresh.value

        let products = await sut.products
        #expect(products == [], Comment(rawValue: Exercise2Messages.resurrectedAfterClear(products)))
    }

    @Test("Exercise2: an older refresh resuming last does not overwrite a newer one")
    func olderRefreshDoesNotOverwriteNewer() async throws {
        let sut = makeSUT()
        let remoteA = makeRemote("remote A")
        let remoteB = makeRemote("remote B")
        let refreshA = Task { try await sut.refresh(from: remoteA) }
        try await remoteA.waitUntilCalled()
        let refreshB = Task { try await sut.refresh(from: remoteB) }
        try await remoteB.waitUntilCalled()

        remoteB.respond(with: [makeProduct("B")])
        try await refreshB.value
        remoteA.respond(with: [makeProduct("A")])
        try await refreshA.value

        let products = await sut.products
        #expect(
            products == [makeProduct("B")],
            Comment(rawValue: Exercise2Messages.staleOverwrite(shown: products, expected: [makeProduct("B")])))
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

    private func makeRemote(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> GatedProductRepository {
        let remote = GatedProductRepository(name: name)
        trackForMemoryLeaks(remote, sourceLocation: sourceLocation)
        return remote
    }
}
