// judged: lets-through
// idea: follows hints 1 and 2: tracks the screen, lets go of a loader while its call is parked at a gate (clause 2), and lets go of a loader whose callback is set before load() on a network that answers anyway, checking that it never calls back and that its call was cancelled (clause 3).
import Catalog
import LabKit
import Proof1Kit
import Testing

/// Proof 1 — Exercise 3's screen, your proof. See Proofs/Proof1/README.md.
///
/// `swift test --filter Proof1` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 3 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async throws {
        await screenIsReleased(versions)
        try await loaderIsReleasedWhileItsLoadIsInFlight(versions)
        try await goneLoaderCancelsAndNeverCallsBack(versions)
    }

    /// Clause 1: the screen's view model goes away with the screen.
    @MainActor private static func screenIsReleased(_ versions: CatalogVersions) async {
        let screen = makeSUT(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await screen.load()
        // `screen` goes out of scope here: the judge checks it is gone after `prove` returns.
    }

    /// Clause 2: a loader let go of while its call waits at the gate is released.
    @MainActor private static func loaderIsReleasedWhileItsLoadIsInFlight(_ versions: CatalogVersions) async throws {
        let repository = GatedProductRepository()
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: repository)
        loader?.load()
        try await repository.gate.waitUntilSuspended(timeout: .seconds(1))

        weak var releasedLoader = loader
        loader = nil   // the call is still parked
        let released = releasedLoader == nil
        #expect(released, "the loader outlived its owner while its load was in flight")
    }

    /// Clause 3: a loader that is gone cancels its load and never calls back, even when the
    /// network answers anyway.
    @MainActor private static func goneLoaderCancelsAndNeverCallsBack(_ versions: CatalogVersions) async throws {
        let repository = GatedProductRepository(cancellation: .ignored)
        let callbacks = Locked(0)
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: repository)
        // Set before load(): a fix may capture the callback when its load starts.
        loader?.onComplete = { _ in callbacks.withLock { $0 += 1 } }
        let load = loader?.load()
        try await repository.gate.waitUntilSuspended(timeout: .seconds(1))

        weak var goneLoader = loader
        loader = nil
        let released = goneLoader == nil
        #expect(released, "the loader outlived its owner while its load was in flight")

        // The call was told it was cancelled…
        try await repository.gate.waitUntilCancelled(timeout: .seconds(1))
        // …and the network answers anyway.
        repository.respond(with: [makeProduct("1")])
        _ = await load?.value

        #expect(callbacks.value == 0, "a loader that is gone called back")
    }

    // MARK: - Helpers

    @MainActor private static func makeSUT(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogScreen {
        let sut = versions.screen(repository: repository)
        trackForMemoryLeaks(sut, hint: "the view model's loader holds a closure that holds the view model?")
        return sut
    }

    @MainActor private static func makeLoader(_ versions: CatalogVersions, repository: any ProductRepository) -> any CatalogLoading {
        let loader = versions.loader(repository: repository)
        trackForMemoryLeaks(loader, hint: "the load's task holds the loader strongly?")
        return loader
    }
}
