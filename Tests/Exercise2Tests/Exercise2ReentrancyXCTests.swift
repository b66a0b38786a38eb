import Catalog
import Exercise2
import LabKit
import XCTest

/// Exercise 2 — "Actor reentrancy", XCTest style. Every interleaving is forced with gates.
final class Exercise2ReentrancyXCTests: XCTestCase {
    // MARK: The proofs

    func test_clearDuringRefresh_staysCleared() async throws {
        let sut = makeSUT()
        let remote = makeRemote("remote")
        let refresh = Task { try await sut.refresh(from: remote) }
        try await remote.waitUntilCalled()

        await sut.clear()
        remote.respond(with: [makeProduct("old session")])
        try await refresh.value

        let products = await sut.products
        XCTAssertEqual(products, [], Exercise2Messages.resurrectedAfterClear(products))
    }

    func test_olderRefreshResumingLast_doesNotOverwriteNewer() async throws {
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
        XCTAssertEqual(products, [makeProduct("B")], Exercise2Messages.staleOverwrite(shown: products, expected: [makeProduct("B")]))
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

    private func makeRemote(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> GatedProductRepository {
        let remote = GatedProductRepository(name: name)
        trackForMemoryLeaks(remote, file: file, line: line)
        return remote
    }
}
