// judged: done
// idea: Hint 3 as written: one small function per clause, each called from prove, every wait with a limit — the overlapping loads on a network that answers anyway, then on the default one, waiting for the first load when its call left the gate.

import Catalog
import LabKit
import Proof1Kit
import Testing

public enum Proof1 {
    @MainActor public static func prove(_ versions: CatalogVersions) async throws {
        screenIsReleased(versions)
        await loaderIsReleasedWhileItsLoadIsInFlight(versions)
        await goneLoaderCancelsAndNeverCallsBack(versions, afterASecondLoad: false)
        await goneLoaderCancelsAndNeverCallsBack(versions, afterASecondLoad: true)
        await overlappingLoadsBothReturn(versions)
        await aLoadThatAnswersShowsItsProducts(versions)
        await aLoadThatFailsShowsAnError(versions)
    }

    static let limit: Duration = .seconds(1)

    @MainActor static func makeSUT(_ versions: CatalogVersions, _ repository: any ProductRepository) -> any CatalogScreen {
        let screen = versions.screen(repository: repository)
        trackForMemoryLeaks(screen)
        return screen
    }

    /// Waits for `task` at most `limit`; false (recorded) when it never ended.
    @MainActor static func ended(_ task: Task<Void, Never>, _ what: String) async -> Bool {
        if case .returned = await SafetyNet.run(limit: limit, { await task.value }) { return true }
        Issue.record("\(what) never ended within \(limit)")
        return false
    }

    @MainActor static func screenIsReleased(_ versions: CatalogVersions) {
        _ = makeSUT(versions, ProductRepositoryStub(result: .success([makeProduct("1")])))
    }

    @MainActor static func loaderIsReleasedWhileItsLoadIsInFlight(_ versions: CatalogVersions) async {
        let repository = GatedProductRepository()
        let loader = versions.loader(repository: repository)
        trackForMemoryLeaks(loader)
        loader.load()
        #expect((try? await repository.gate.waitUntilSuspended(timeout: limit)) != nil, "load() never asked the repository")
    }

    @MainActor static func goneLoaderCancelsAndNeverCallsBack(_ versions: CatalogVersions, afterASecondLoad: Bool) async {
        let repository = GatedProductRepository(cancellation: .ignored)
        let calledBack = Locked(false)
        let isGone = Locked(false)
        var loader: (any CatalogLoading)? = versions.loader(repository: repository)
        // Before load(): a fix may capture the callback when the load starts.
        loader?.onComplete = { _ in if isGone.value { calledBack.withLock { $0 = true } } }
        var tasks: [Task<Void, Never>] = []
        for count in 1...(afterASecondLoad ? 2 : 1) {
            if let task = loader?.load() { tasks.append(task) }
            guard (try? await repository.gate.waitUntilSuspended(count: count, timeout: limit)) != nil else {
                Issue.record("load() #\(count) never asked the repository")
                return
            }
        }
        if afterASecondLoad {
            repository.respond(with: [makeProduct("first")])
            guard await ended(tasks[0], "the first of two loads") else { return }
        }
        isGone.withLock { $0 = true }
        let cancelledBefore = repository.gate.cancellationsSeen
        weak var gone = loader
        loader = nil
        #expect(gone == nil, "the loader outlived its owner while its load waited")
        repository.respond(with: [makeProduct("late")])
        guard let last = tasks.last, await ended(last, "the load of a gone loader") else { return }
        #expect(repository.gate.cancellationsSeen > cancelledBefore, "the load of a gone loader was not cancelled")
        #expect(!calledBack.value, "a gone loader called back")
    }

    @MainActor static func overlappingLoadsBothReturn(_ versions: CatalogVersions) async {
        // A network that answers anyway: the first call stays parked when the second load starts.
        let answering = GatedProductRepository(cancellation: .ignored)
        let screen = makeSUT(versions, answering)
        let first = Task { await screen.load() }
        guard (try? await answering.gate.waitUntilSuspended(count: 1, timeout: limit)) != nil else {
            Issue.record("load() never asked the repository")
            return
        }
        let second = Task { await screen.load() }
        guard (try? await answering.gate.waitUntilSuspended(count: 2, timeout: limit)) != nil else {
            answering.gate.releaseEveryParked(throwing: CancellationError())
            Issue.record("two overlapping loads did not both ask the repository")
            return
        }
        answering.respond(with: [makeProduct("first answer")])
        guard await ended(first, "the first of two overlapping loads") else { return }
        answering.respond(with: [makeProduct("second answer")])
        guard await ended(second, "the second of two overlapping loads") else { return }
        #expect(screen.products == [makeProduct("second answer")])

        // The default repository stops a cancelled call.
        let stopping = GatedProductRepository()
        let other = makeSUT(versions, stopping)
        let older = Task { await other.load() }
        guard (try? await stopping.gate.waitUntilSuspended(count: 1, timeout: limit)) != nil else {
            Issue.record("load() never asked the repository")
            return
        }
        let newer = Task { await other.load() }
        guard (try? await stopping.gate.waitUntilSuspended(count: 2, timeout: limit)) != nil else {
            stopping.gate.releaseEveryParked(throwing: CancellationError())
            Issue.record("the second load() never asked the repository")
            return
        }
        if stopping.gate.parkedCount == 1 {
            guard await ended(older, "the superseded load") else { return }
        }
        for _ in 0..<stopping.gate.parkedCount { stopping.respond(with: [makeProduct("second answer")]) }
        guard await ended(older, "the first load"), await ended(newer, "the second load") else { return }
        #expect(other.products == [makeProduct("second answer")])
        #expect(other.errorMessage == nil, "an error message stayed under the newer load's products")
    }

    @MainActor static func aLoadThatAnswersShowsItsProducts(_ versions: CatalogVersions) async {
        let repository = GatedProductRepository()
        let screen = makeSUT(versions, repository)
        let answers: [Result<[Product], CatalogError>] = [.success([makeProduct("1")]), .failure(.connectivity), .success([makeProduct("1")])]
        for (index, answer) in answers.enumerated() {
            let load = Task { await screen.load() }
            guard (try? await repository.gate.waitUntilSuspended(count: index + 1, timeout: limit)) != nil else {
                Issue.record("load() #\(index + 1) never asked the repository")
                return
            }
            switch answer {
            case let .success(products): repository.respond(with: products)
            case let .failure(error): repository.fail(with: error)
            }
            guard await ended(load, "load() #\(index + 1)") else { return }
        }
        #expect(screen.products == [makeProduct("1")])
        #expect(screen.errorMessage == nil, "the message of the failed load stayed after a load that answered")
    }

    @MainActor static func aLoadThatFailsShowsAnError(_ versions: CatalogVersions) async {
        let errors: [any Error] = [CatalogError.connectivity, QuotaExceeded(), CancellationError()]
        for error in errors {
            let repository = GatedProductRepository()
            let screen = makeSUT(versions, repository)
            let load = Task { await screen.load() }
            guard (try? await repository.gate.waitUntilSuspended(timeout: limit)) != nil else {
                Issue.record("load() never asked the repository")
                return
            }
            repository.fail(with: error)
            guard await ended(load, "a load that failed") else { return }
            #expect(screen.errorMessage != nil, "a load that failed with \(error) showed no error message")
        }
    }
}
