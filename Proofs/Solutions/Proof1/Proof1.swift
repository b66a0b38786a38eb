import Catalog
import LabKit
import Proof1Kit
import Testing

/// Proof 1 — the lab's own proof of Exercise 3's contract, written as a student would: it
/// catches the broken version and every wrong fix in Exercise 3's gallery, and passes the
/// fixed version and every correct fix.
public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async throws {
        screenIsReleased(versions)
        await loaderIsReleasedWhileItsLoadIsInFlight(versions)
        await goneLoaderCancelsAndNeverCallsBack(versions)
        await overlappingLoadsBothReturnAndTheLastAnswerShows(versions)
        await aSupersededLoadLeavesNoErrorUnderTheNewerAnswer(versions)
        await aLoadShowsTheProducts(versions)
        await aLoadAfterAFailureClearsTheError(versions)
        await aFailedLoadShowsAnError(versions)
    }

    /// Every wait of this proof: a version that never gets there fails a check that says what
    /// never happened, long before the judge's own limit.
    static let limit: Duration = .seconds(1)

    /// Awaits `work` for at most `limit`; false (recorded, naming `what`) when it did not end.
    @MainActor static func ends(_ what: String, _ work: @escaping @Sendable () async -> Void) async -> Bool {
        if case .returned = await SafetyNet.run(limit: limit, work) { return true }
        Issue.record("\(what) never ended within \(limit)")
        return false
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
        if (try? await network.gate.waitUntilSuspended(timeout: limit)) == nil { Issue.record("load() never asked the network") }
    }

    /// Clause 3: a loader that is gone cancels its request and never calls back, even when
    /// the network answers anyway — gone while its only load waits, and gone after a second
    /// load started and the first one ended, while the second waits.
    @MainActor static func goneLoaderCancelsAndNeverCallsBack(_ versions: CatalogVersions) async {
        for loads in [1, 2] {
            let network = NetworkThatAnswersAnyway()
            let isGone = Locked(false)
            let calledBack = Locked(false)
            var loader: (any CatalogLoading)? = versions.loader(repository: network)
            loader?.onComplete = { _ in if isGone.value { calledBack.withLock { $0 = true } } }
            var started: [Task<Void, Never>] = []
            for number in 1...loads {
                guard let load = loader?.load() else { return }
                started.append(load)
                guard (try? await network.gate.waitUntilSuspended(count: number, timeout: limit)) != nil else {
                    Issue.record("load() #\(number) never asked the network")
                    return
                }
            }
            // The first load's request answers (anyway, if cancelled), and that load ends.
            for earlier in started.dropLast() {
                network.gate.release(returning: [makeProduct("earlier")])
                guard await ends("the first of two loads", { await earlier.value }) else { return }
            }
            let when = loads == 1 ? "while its load waits" : "after a second load started and the first ended"
            #if compiler(>=6.3)
            weak let gone = loader
            #else
            // `weak let` (SE-0481) is not in every 6.2 compiler; a proof must not need it.
            weak var gone = loader
            #endif
            isGone.withLock { $0 = true }
            loader = nil
            #expect(gone == nil, "the loader outlived its owner (\(when)): its load holds it")
            network.gate.release(returning: [makeProduct("late")])
            guard let load = started.last, await ends("the load of a loader that is gone", { await load.value }) else { return }
            #expect(network.cancelledWhenAnswered.last == true, "the load of a loader that is gone (\(when)) was not cancelled")
            #expect(!calledBack.value, "a loader that is gone (\(when)) called back")
        }
    }

    /// Clause 4: two loads overlap; both return, and the screen shows the last answer.
    @MainActor static func overlappingLoadsBothReturnAndTheLastAnswerShows(_ versions: CatalogVersions) async {
        let network = NetworkThatAnswersAnyway()
        let screen = makeScreen(versions, repository: network)
        let first = Task { await screen.load() }
        guard (try? await network.gate.waitUntilSuspended(count: 1, timeout: limit)) != nil else {
            Issue.record("the first load() never asked the network")
            return
        }
        let second = Task { await screen.load() }
        guard (try? await network.gate.waitUntilSuspended(count: 2, timeout: limit)) != nil else {
            network.gate.releaseEveryParked(throwing: CancellationError())
            Issue.record("the second load() never asked the network")
            return
        }
        for (name, load) in [("first", first), ("second", second)] {
            network.gate.release(returning: [makeProduct(name)])
            guard await ends("the \(name) of two overlapping loads", { await load.value }) else {
                network.gate.releaseEveryParked(throwing: CancellationError())
                return
            }
        }
        #expect(screen.products == [makeProduct("second")])
    }

    /// Clause 4, on a network that stops when cancelled: a load that supersedes another may
    /// end it with `CancellationError`, which may show the message only until the newer load's
    /// products replace it.
    @MainActor static func aSupersededLoadLeavesNoErrorUnderTheNewerAnswer(_ versions: CatalogVersions) async {
        let network = GatedProductRepository(name: "a network that stops when cancelled")
        let screen = makeScreen(versions, repository: network)
        let first = Task { await screen.load() }
        guard (try? await network.gate.waitUntilSuspended(count: 1, timeout: limit)) != nil else {
            Issue.record("the first load() never asked the network")
            return
        }
        let second = Task { await screen.load() }
        guard (try? await network.gate.waitUntilSuspended(count: 2, timeout: limit)) != nil else {
            network.gate.releaseEveryParked(throwing: CancellationError())
            Issue.record("the second load() never asked the network")
            return
        }
        // The first load was cancelled and left the gate: it ends (and says so) before the
        // newer answer comes. One that still waits gets the same answer.
        if network.gate.parkedCount == 1, !(await ends("the superseded load", { await first.value })) {
            network.gate.releaseEveryParked(throwing: CancellationError())
            return
        }
        for _ in 0..<network.gate.parkedCount { network.respond(with: [makeProduct("second")]) }
        guard await ends("the two overlapping loads", { await first.value; await second.value }) else {
            network.gate.releaseEveryParked(throwing: CancellationError())
            return
        }
        #expect(screen.products == [makeProduct("second")])
        #expect(screen.errorMessage == nil, "the superseded load's error outlived the newer load's products")
    }

    /// Clause 5.
    @MainActor static func aLoadShowsTheProducts(_ versions: CatalogVersions) async {
        let screen = makeScreen(versions, repository: ProductRepositoryStub(result: .success([makeProduct("1")])))
        guard await ends("load()", { await screen.load() }) else { return }
        #expect(screen.products == [makeProduct("1")])
        #expect(screen.errorMessage == nil)
    }

    /// Clause 5: a load that answers clears the message a failed one left — also when it
    /// answers the catalog the screen already shows.
    @MainActor static func aLoadAfterAFailureClearsTheError(_ versions: CatalogVersions) async {
        let network = GatedProductRepository(name: "a network that answers, fails, then answers the same catalog")
        let screen = makeScreen(versions, repository: network)
        let answers: [(Int, Result<[Product], CatalogError>)] = [
            (1, .success([makeProduct("1")])), (2, .failure(.connectivity)), (3, .success([makeProduct("1")])),
        ]
        for (call, answer) in answers {
            let load = Task { await screen.load() }
            guard (try? await network.gate.waitUntilSuspended(count: call, timeout: limit)) != nil else {
                Issue.record("load() #\(call) never asked the network")
                return
            }
            switch answer {
            case let .success(products): network.respond(with: products)
            case let .failure(error): network.fail(with: error)
            }
            guard await ends("load() #\(call)", { await load.value }) else { return }
        }
        #expect(screen.products == [makeProduct("1")])
        #expect(screen.errorMessage == nil, "the message of the failed load stayed after the next load answered")
    }

    /// Clause 6, whatever the repository threw: the exercise's error, one of another type, and
    /// a `CancellationError` though nobody cancelled the load.
    @MainActor static func aFailedLoadShowsAnError(_ versions: CatalogVersions) async {
        let errors: [any Error] = [CatalogError.connectivity, QuotaExceeded(), CancellationError()]
        for error in errors {
            let screen = makeScreen(versions, repository: RepositoryThatFails(error: error))
            guard await ends("load()", { await screen.load() }) else { return }
            #expect(screen.products == [], "after a load that failed with \(error)")
            #expect(screen.errorMessage != nil, "a load that failed with \(error) (nobody cancelled it) showed no error message")
        }
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

/// A repository whose every call fails with `error`.
struct RepositoryThatFails: ProductRepository {
    let error: any Error

    func loadAll() async throws -> [Product] { throw error }
}
