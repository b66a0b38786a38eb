// judged: lets-through
// idea: follows hint 1: tracks both objects the broken version never lets go of (the screen and a loader of its own, whose load has finished) and lets go of them before `prove` returns, so the judge's leak check sees them.
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
        await loaderIsReleased(versions)
    }

    /// Clause 1: the screen's view model goes away with the screen.
    @MainActor private static func screenIsReleased(_ versions: CatalogVersions) async {
        let screen = makeSUT(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await screen.load()
        // `screen` goes out of scope here: the judge checks it is gone after `prove` returns.
    }

    /// The other object the broken version keeps: the loader, held by its load's task.
    @MainActor private static func loaderIsReleased(_ versions: CatalogVersions) async {
        let loader = makeLoader(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await loader.load().value
        // `loader` goes out of scope here: the judge checks it is gone after `prove` returns.
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
