// judged: done
// idea: follows hints 1 to 3: one small function per clause 1–6 (released screen, loader released mid-load, gone loader cancels and never calls back — alone and after a superseded load —, overlapping loads on both kinds of network, products shown and an earlier error cleared, every kind of failure shown), every wait limited to 1 s.
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
        try await screenIsReleased(versions)
        try await loaderIsReleasedWhileItsLoadIsInFlight(versions)
        try await goneLoaderCancelsAndNeverCallsBack(versions, afterASupersededLoad: false)
        try await goneLoaderCancelsAndNeverCallsBack(versions, afterASupersededLoad: true)
        try await overlappingLoadsBothReturn(versions)
        try await loadShowsItsProductsAndClearsAnEarlierError(versions)
        try await failedLoadShowsAnError(versions)
    }

    /// How long any wait of this proof lasts at most: a correct version answers in microseconds.
    private static let limit: Duration = .seconds(1)

    // MARK: - Clause 1

    /// When the screen goes away, its view model is released.
    @MainActor private static func screenIsReleased(_ versions: CatalogVersions) async throws {
        let catalog = [makeProduct("1")]
        let screen = makeSUT(versions, repository: ProductRepositoryStub(result: .success(catalog)))
        try await returns("load()") { await screen.load() }
        #expect(screen.products == catalog)
        // `screen` goes out of scope here: the judge checks it is gone after `prove` returns.
    }

    // MARK: - Clause 2

    /// A loader let go of while its call is still parked at the gate is released.
    @MainActor private static func loaderIsReleasedWhileItsLoadIsInFlight(_ versions: CatalogVersions) async throws {
        let repository = GatedProductRepository()
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: repository)
        loader?.load()
        try await repository.gate.waitUntilSuspended(count: 1, timeout: limit)

        weak var releasedLoader = loader
        loader = nil   // the call is still parked
        let released = releasedLoader == nil
        #expect(released, "the loader outlived its owner while its load was in flight: does its task hold it?")
    }

    // MARK: - Clause 3

    /// A loader that is gone cancels its load and never calls back, even when the network
    /// answers anyway: gone while its only load waits, or gone after a second load started and
    /// the first one ended.
    @MainActor private static func goneLoaderCancelsAndNeverCallsBack(
        _ versions: CatalogVersions, afterASupersededLoad: Bool
    ) async throws {
        let repository = GatedProductRepository(cancellation: .ignored)
        let callbacks = Locked(0)
        var loader: (any CatalogLoading)? = makeLoader(versions, repository: repository)
        // Set before load(): a fix may capture the callback when its load starts.
        loader?.onComplete = { _ in callbacks.withLock { $0 += 1 } }
        var inFlight = loader?.load()
        try await repository.gate.waitUntilSuspended(count: 1, timeout: limit)

        if afterASupersededLoad {
            let superseded = inFlight
            inFlight = loader?.load()
            try await repository.gate.waitUntilSuspended(count: 2, timeout: limit)
            // The oldest parked call is the first load's: answer it and let that load end.
            repository.respond(with: [makeProduct("1")])
            if let superseded {
                try await returns("the first load's task") { await superseded.value }
            }
        }
        let callbacksBefore = callbacks.value
        let cancellationsBefore = repository.gate.cancellationsSeen

        weak var goneLoader = loader
        loader = nil
        let released = goneLoader == nil
        #expect(released, "the loader outlived its owner while its load was in flight: does its task hold it?")

        // The load still waiting was told it was cancelled…
        try await repository.gate.waitUntilCancelled(count: cancellationsBefore + 1, timeout: limit)
        // …and the network answers anyway.
        repository.respond(with: [makeProduct("2")])
        if let inFlight {
            try await returns("the load's task") { await inFlight.value }
        }
        #expect(callbacks.value == callbacksBefore, "a loader that is gone called back")
    }

    // MARK: - Clause 4

    /// Two overlapping loads both ask the repository and both return; the screen ends with the
    /// last answer, and no error message is left under its products.
    @MainActor private static func overlappingLoadsBothReturn(_ versions: CatalogVersions) async throws {
        let firstCatalog = [makeProduct("1")]
        let secondCatalog = [makeProduct("2")]

        // A network that answers anyway: the first call stays parked when the second load starts.
        do {
            let repository = GatedProductRepository(cancellation: .ignored)
            let screen = makeSUT(versions, repository: repository)
            let first = Task { await screen.load() }
            try await repository.gate.waitUntilSuspended(count: 1, timeout: limit)
            let second = Task { await screen.load() }
            try await repository.gate.waitUntilSuspended(count: 2, timeout: limit)

            // Answered one at a time, in the order they were asked, each awaited.
            repository.respond(with: firstCatalog)
            try await returns("the first of two overlapping load()s") { await first.value }
            repository.respond(with: secondCatalog)
            try await returns("the second of two overlapping load()s") { await second.value }
            #expect(screen.products == secondCatalog, "the screen does not show the last answer")
        }

        // The default repository, which stops a cancelled call.
        do {
            let repository = GatedProductRepository()
            let screen = makeSUT(versions, repository: repository)
            let first = Task { await screen.load() }
            try await repository.gate.waitUntilSuspended(count: 1, timeout: limit)
            let second = Task { await screen.load() }
            try await repository.gate.waitUntilSuspended(count: 2, timeout: limit)

            if repository.gate.parkedCount == 1 {
                // The second load cancelled the first, whose call left the gate: let it end
                // before answering, so the answer goes to the second load.
                try await returns("the superseded load()") { await first.value }
            }
            for _ in 0..<repository.gate.parkedCount {
                repository.respond(with: secondCatalog)
            }
            try await returns("the first of two overlapping load()s") { await first.value }
            try await returns("the second of two overlapping load()s") { await second.value }
            #expect(screen.errorMessage == nil, "an error message was left under the last answer's products")
            #expect(screen.products == secondCatalog, "the screen does not show the last answer")
        }
    }

    // MARK: - Clause 5

    /// A load that answers shows its products and clears an earlier load's error message,
    /// also when it answers with the catalog the screen already shows.
    @MainActor private static func loadShowsItsProductsAndClearsAnEarlierError(_ versions: CatalogVersions) async throws {
        let catalog = [makeProduct("1")]
        let repository = GatedProductRepository()
        let screen = makeSUT(versions, repository: repository)

        try await load(screen, from: repository, answering: .success(catalog))
        #expect(screen.products == catalog, "a load that answered did not show its products")
        #expect(screen.errorMessage == nil)

        try await load(screen, from: repository, answering: .failure(CatalogError.connectivity))
        #expect(screen.errorMessage != nil, "a failed load showed no error message")

        try await load(screen, from: repository, answering: .success(catalog))
        #expect(screen.products == catalog)
        #expect(screen.errorMessage == nil, "an answer of the catalog already shown left the earlier error message")
    }

    // MARK: - Clause 6

    /// A failed load shows an error message, whatever the repository threw: a `CatalogError`,
    /// an error of another type, a `CancellationError` nobody asked for.
    @MainActor private static func failedLoadShowsAnError(_ versions: CatalogVersions) async throws {
        for failure in DependencyFailure.everyKind {
            let repository = GatedProductRepository()
            let screen = makeSUT(versions, repository: repository)
            try await load(screen, from: repository, answering: .failure(failure.error))
            #expect(screen.errorMessage != nil, "a load that failed with \(failure) showed no error message")
        }
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

    /// One `load()` of `screen`, its call parked at the gate and then given `answer`.
    @MainActor private static func load(
        _ screen: any CatalogScreen, from repository: GatedProductRepository, answering answer: Result<[Product], any Error>
    ) async throws {
        let callsSoFar = repository.gate.arrivals
        let loading = Task { await screen.load() }
        try await repository.gate.waitUntilSuspended(count: callsSoFar + 1, timeout: limit)
        switch answer {
        case let .success(products): repository.respond(with: products)
        case let .failure(error): repository.fail(with: error)
        }
        try await returns("load()") { await loading.value }
    }

    /// Awaits `call` for at most `limit`, and fails the proof with its name if it never returns.
    private static func returns(_ call: String, _ body: @escaping @Sendable () async -> Void) async throws {
        if case .timedOut = await SafetyNet.run(limit: limit, body) {
            throw DidNotReturn(call: call, limit: limit)
        }
    }

    /// A call that did not return within the proof's limit.
    private struct DidNotReturn: Error, CustomStringConvertible {
        let call: String
        let limit: Duration
        var description: String { "`\(call)` never returned within \(limit)" }
    }
}
