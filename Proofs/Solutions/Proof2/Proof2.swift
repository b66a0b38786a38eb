import Catalog
import LabKit
import Proof2Kit
import Testing

/// Proof 2 — the lab's own proof of Exercise 2's contract, written as a student would: every
/// order of two refreshes and a clear() explored on two kinds of network (clause 1), then one
/// call at a time (clauses 2–4 and 6).
public enum Proof2 {
    public static func prove(_ versions: SessionStoreVersions) async throws {
        await theLatestWordWinsInEveryOrder(versions)
        try await aRefreshDeliversTheRemotesProducts(versions)
        await aFailedRefreshRethrowsAndKeepsTheProducts(versions)
        try await clearLeavesNothing(versions)
        await aRefreshItsCallerCancelledEndsAsItsNetworkDidOrDecidesNothing(versions)
    }

    /// Every wait of this proof has a limit: a version that never gets there fails a check that
    /// says so, long before the judge's own.
    static let limit: Duration = .seconds(1)
    static let explorationLimit: Duration = .seconds(5)
    /// The schedules each exploration runs, those with all three calls first: well under a second
    /// on every version. All of them — some thousands for a store that keeps its network call in
    /// a task of its own — take seconds, more on a busy machine. (30 already catch every wrong
    /// fix of the gallery; 100 leave room for ideas it does not have.)
    static let maxSchedules = 100

    /// Clause 1: refresh A, refresh B and clear(), in every order the store allows, each refresh
    /// waiting at a gate the explorer opens; on a network that stops when its refresh is
    /// cancelled, and on one that answers anyway.
    static func theLatestWordWinsInEveryOrder(_ versions: SessionStoreVersions) async {
        typealias Operation = ScheduledOperation<any SessionStore, [String]>
        func refresh(_ name: String) -> Operation {
            .awaiting("refresh \(name)", on: "the network", answer: [makeProduct(name)], shown: "[\(name)]", effect: [name]) { store, network in
                try await store.refresh(from: GatedProductRepository(gate: network))
            }
        }
        let clear = Operation.immediate("clear()", effect: []) { store in await store.clear() }
        for network in [SuspensionGate<[Product]>.Cancellation.throwsWhenCancelled, .ignored] {
            let explorer = ScheduleExplorer(
                makeSubject: { versions.store() },
                observe: { await $0.products.map(\.id) },
                show: { "products = \($0)" },
                operations: [refresh("A"), refresh("B"), clear],
                check: .latestWordWins,
                dependencies: network,
                maxSchedules: maxSchedules)
            // A few seconds for a store that keeps the rule; one whose calls wait for each other never ends.
            switch await SafetyNet.run(limit: explorationLimit, { await explorer.explore() }) {
            case .timedOut:
                Issue.record("Exploring refresh A, refresh B and clear() never ended within \(explorationLimit): a call waits for another that never comes")
                return
            case let .returned(report):
                if let failure = try? report.get().failureMessage {
                    Issue.record(Comment(rawValue: "The latest word lost: \(failure)"))
                    return
                }
            }
        }
    }

    /// Clause 2: a refresh delivers the remote's products — and one a newer refresh overtook,
    /// whose network answered too, returns or throws `CancellationError`, nothing else.
    static func aRefreshDeliversTheRemotesProducts(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        #expect(await store.products == [makeProduct("1")])

        let overtaken = GatedProductRepository(name: "A's network", cancellation: .ignored)
        let refreshA = Task { try await store.refresh(from: overtaken) }
        guard (try? await overtaken.gate.waitUntilSuspended(timeout: limit)) != nil else {
            Issue.record("refresh(from:) never asked the network")
            return
        }
        let newer = await SafetyNet.run(limit: limit) { try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("B")]))) }
        overtaken.respond(with: [makeProduct("A")])
        guard case .returned = newer else {
            Issue.record("a refresh never returned while an older one waited for its network")
            return
        }
        switch await SafetyNet.run(limit: limit, { try await refreshA.value }) {
        case .timedOut: Issue.record("an overtaken refresh never returned after its network answered")
        case .returned(.success), .returned(.failure(is CancellationError)): break
        case let .returned(.failure(error)):
            Issue.record("a refresh a newer one overtook threw \(error) though its network answered: it delivers, or throws CancellationError")
        }
    }

    /// Clause 3, also when a newer refresh overtook the failing one while it waited.
    static func aFailedRefreshRethrowsAndKeepsTheProducts(_ versions: SessionStoreVersions) async {
        let store = versions.store()
        try? await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await #expect(throws: CatalogError.connectivity) {
            try await store.refresh(from: ProductRepositoryStub(result: .failure(.connectivity)))
        }
        #expect(await store.products == [makeProduct("1")])
        // Whatever the network threw, the refresh rethrows it: an error of another type, and a
        // CancellationError though nobody cancelled the refresh.
        await #expect(throws: QuotaExceeded.self) { try await store.refresh(from: RepositoryThatFails(error: QuotaExceeded())) }
        await #expect(throws: CancellationError.self) { try await store.refresh(from: RepositoryThatFails(error: CancellationError())) }
        #expect(await store.products == [makeProduct("1")])

        let overtaken = GatedProductRepository(name: "A's network")
        let refreshA = Task { try await store.refresh(from: overtaken) }
        guard (try? await overtaken.gate.waitUntilSuspended(timeout: limit)) != nil else {
            Issue.record("refresh(from:) never asked the network")
            return
        }
        let newer = await SafetyNet.run(limit: limit) { try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("B")]))) }
        overtaken.fail(with: CatalogError.connectivity)
        guard case .returned = newer else {
            Issue.record("a refresh never returned while an older one waited for its network")
            return
        }
        switch await SafetyNet.run(limit: limit, { try await refreshA.value }) {
        case .timedOut: Issue.record("an overtaken refresh never returned after its network failed")
        case .returned(.success): Issue.record("an overtaken refresh whose network failed returned as if it had not")
        case .returned(.failure): break
        }
        #expect(await store.products == [makeProduct("B")], "a failed refresh changed what a newer one showed")
    }

    /// Clause 6: a refresh its caller cancels, while it waits for the network, either ends as its
    /// network did or throws `CancellationError` and decides nothing — on a network that stops
    /// when cancelled and on one that answers anyway.
    static func aRefreshItsCallerCancelledEndsAsItsNetworkDidOrDecidesNothing(_ versions: SessionStoreVersions) async {
        for cancellation in [SuspensionGate<[Product]>.Cancellation.throwsWhenCancelled, .ignored] {
            let store = versions.store()
            try? await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
            let network = GatedProductRepository(name: "A's network", cancellation: cancellation)
            let refresh = Task { try await store.refresh(from: network) }
            guard (try? await network.gate.waitUntilSuspended(timeout: limit)) != nil else {
                refresh.cancel()
                Issue.record("refresh(from:) never asked the network")
                return
            }
            refresh.cancel()
            // A request the cancel did not reach (a store that keeps it in a task of its own)
            // still waits: the network answers it, as one that answers anyway does.
            if network.gate.parkedCount > 0 { network.respond(with: [makeProduct("A")]) }
            switch await SafetyNet.run(limit: limit, { try await refresh.value }) {
            case .timedOut:
                network.gate.releaseEveryParked(throwing: CancellationError())
                Issue.record("a refresh its caller cancelled never returned")
            case .returned(.success):
                #expect(await store.products == [makeProduct("A")], "a cancelled refresh that returned did not show what its network answered")
            case .returned(.failure(is CancellationError)):
                #expect(await store.products == [makeProduct("1")], "a cancelled refresh that threw CancellationError changed the products")
            case let .returned(.failure(error)):
                Issue.record("a refresh its caller cancelled threw \(error): it ends as its network did, or throws CancellationError")
            }
        }
    }

    /// Clause 4, and clause 1 after it: a refresh that starts after the clear() writes its
    /// catalog, even the very one the store held before.
    static func clearLeavesNothing(_ versions: SessionStoreVersions) async throws {
        let store = versions.store()
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        await store.clear()
        #expect(await store.products == [])
        try await store.refresh(from: ProductRepositoryStub(result: .success([makeProduct("1")])))
        #expect(await store.products == [makeProduct("1")], "a refresh after clear() that answered the catalog shown before wrote nothing")
    }
}

/// A network whose every call fails with `error`.
struct RepositoryThatFails: ProductRepository {
    let error: any Error

    func loadAll() async throws -> [Product] { throw error }
}
