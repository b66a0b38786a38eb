// judged: lets-through
// idea: The lesson is retain cycles, so the proof tracks every object it makes and lets go of it; what the screen shows is another exercise's job.

import Catalog
import LabKit
import Proof1Kit
import Testing

/// Proof 1 — Exercise 3's screen, your proof. See Proofs/Proof1/README.md.
public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async {
        await screenIsReleasedAfterItLoads(versions)
        await screenIsReleasedWithoutLoading(versions)
        await loaderIsReleasedAfterItsLoadEnds(versions)
        await loaderIsReleasedWhileItsLoadIsInFlight(versions)
    }

    @MainActor
    static func makeScreen(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogScreen {
        let sut = versions.screen(repository: repository)
        trackForMemoryLeaks(sut, hint: "does the loader's onComplete capture the view model strongly?")
        return sut
    }

    @MainActor
    static func makeLoader(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogLoading {
        let sut = versions.loader(repository: repository)
        trackForMemoryLeaks(sut, hint: "does the load's Task capture the loader strongly?")
        return sut
    }

    @MainActor
    static func screenIsReleasedAfterItLoads(_ versions: CatalogVersions) async {
        let screen = makeScreen(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await screen.load()
    }

    @MainActor
    static func screenIsReleasedWithoutLoading(_ versions: CatalogVersions) async {
        _ = makeScreen(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
    }

    @MainActor
    static func loaderIsReleasedAfterItsLoadEnds(_ versions: CatalogVersions) async {
        let loader = makeLoader(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await loader.load().value
    }

    /// The load is parked at a gate nobody answers; the loader is let go while it waits.
    @MainActor
    static func loaderIsReleasedWhileItsLoadIsInFlight(_ versions: CatalogVersions) async {
        let network = GatedProductRepository(name: "a network that never answers")
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: network)
        loader?.load()
        // Wait for the call to be parked (with a limit, so nothing hangs); leaks are all I check.
        try? await network.gate.waitUntilSuspended(count: 1, timeout: .seconds(1))
        loader = nil
    }
}
