import Catalog
import LabKit
import Proof1Kit
import Testing

/// Proof 1 — the lab's own proof of Exercise 3's contract, written as a student would: it
/// catches the broken version and every wrong fix in Exercise 3's gallery, and passes the
/// fixed version and every correct fix.
public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async {
        screenIsReleased(versions)
        await loaderIsReleasedWhileItsLoadIsInFlight(versions)
        await goneLoaderCancelsAndNeverCallsBack(versions)
        await overlappingLoadsBothReturnAndTheLastAnswerShows(versions)
        await aLoadShowsTheProducts(versions)
        await aFailedLoadShowsAnError(versions)
    }

    /// Clause 1: nothing the view model owns holds it.
    @MainActor static func screenIsReleased(_ versions: CatalogVersions) {
        _ = makeScreen(versions, repository: ProductRepositoryStub())
    }

    /// Clause 2: the loader goes when its owner lets it go, its request still parked.
    @MainActor static func loaderIsReleasedWhileItsLoadIsInFlight(_ versions: CatalogVersions) async {
        let network = GatedProductRepository(name: "a slow network")
        let loader = versions.loader(repository: network)
        trackForMemoryLeaks(loader)
        loader.load()
        await #expect(throws: Never.self) { try await network.gate.waitUntilSuspended(timeout: .seconds(1)) }
    }

    /// Clause 3: a loader that is gone cancels its request and never calls back, even when
    /// the network answers anyway.
    @MainActor static func goneLoaderCancelsAndNeverCallsBack(_ versions: CatalogVersions) async {
        let network = NetworkThatAnswersAnyway()
        let calledBack = Locked(false)
        var loader: (any CatalogLoading)? = versions.loader(repository: network)
        loader?.onComplete = { _ in calledBack.withLock { $0 = true } }
        guard let load = loader?.load() else { return }
        guard (try? await network.gate.waitUntilSuspended(timeout: .seconds(1))) != nil else {
            Issue.record("load() never asked the network")
            return
        }
        weak let gone = loader
        loader = nil
        #expect(gone == nil, "the loader outlived its owner: its load holds it")
        network.gate.release(returning: [makeProduct("late")])
        await load.value
        #expect(network.cancelledWhenAnswered == [true], "the load of a loader that is gone was not cancelled")
        #expect(!calledBack.value, "a loader that is gone called back")
    }

    /// Clause 4: two loads overlap; both return, and the screen shows the last answer.
    @MainActor static func overlappingLoadsBothReturnAndTheLastAnswerShows(_ versions: CatalogVersions) async {
        let network = NetworkThatAnswersAnyway()
        let screen = makeScreen(versions, repository: network)
        let first = Task { await screen.load() }
        guard (try? await network.gate.waitUntilSuspended(count: 1, timeout: .seconds(1))) != nil else {
            Issue.record("the first load() never asked the network")
            return
        }
        let second = Task { await screen.load() }
        guard (try? await network.gate.waitUntilSuspended(count: 2, timeout: .seconds(1))) != nil else {
            network.gate.releaseEveryParked(throwing: CancellationError())
            Issue.record("the second load() never asked the network")
            return
        }
        for (name, load) in [("first", first), ("second", second)] {
            network.gate.release(returning: [makeProduct(name)])
            if case .timedOut = await SafetyNet.run(limit: .seconds(1), { await load.value }) {
                network.gate.releaseEveryParked(throwing: CancellationError())
                Issue.record("the \(name) of two overlapping loads never returned")
                return
            }
        }
        #expect(screen.products == [makeProduct("second")])
    }

    /// Clause 5.
    @MainActor static func aLoadShowsTheProducts(_ versions: CatalogVersions) async {
        let screen = makeScreen(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await screen.load()
        #expect(screen.products == [makeProduct("1")])
        #expect(screen.errorMessage == nil)
    }

    /// Clause 6.
    @MainActor static func aFailedLoadShowsAnError(_ versions: CatalogVersions) async {
        let screen = makeScreen(versions, repository: ProductRepositoryStub(result: .failure(.connectivity)))
        await screen.load()
        #expect(screen.products == [])
        #expect(screen.errorMessage != nil)
    }

    @MainActor static func makeScreen(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogScreen {
        let screen = versions.screen(repository: repository)
        trackForMemoryLeaks(screen)
        return screen
    }
}

/// A network that answers whatever happens, and notes whether the load it answered had been
/// cancelled by then.
final class NetworkThatAnswersAnyway: ProductRepository {
    let gate = SuspensionGate<[Product]>(name: "a network that answers anyway", cancellation: .ignored)
    private let cancelled = Locked<[Bool]>([])

    var cancelledWhenAnswered: [Bool] { cancelled.value }

    func loadAll() async throws -> [Product] {
        let products = try await gate.park()
        cancelled.withLock { $0.append(Task.isCancelled) }
        return products
    }
}
