import Catalog
import Exercise4
import Foundation
import LabKit

/// The out-of-order scenario both suites explore: loads A and B share one store and one
/// clock; each asks its own (gated) network, and each of its calls to the store waits for
/// its turn, because between two `await`s on the store another load's call can run. Every
/// order of those turns is run (22 for the repository as shipped: each load waits for the
/// network, then for its save; 72 if a load reads the store before saving), and each with
/// a load cut once at an `await` no gate controls (inside the store, say): 82 as shipped.
/// Two loads are enough: every wrong order is a pair of loads in the wrong order, and a
/// third multiplies the orders (1,743 at the gates alone) without finding any other bug.
///
/// Time moves as it would: a load starts one second after the step before it, and its
/// answer arrives one second after that. The rule: the cache ends with the catalog of the
/// load that started last, because it asked the server last.
enum Exercise4Scenario {
    /// Clause 1's timing: a load that returns has cached what it returned. The store's save
    /// parks on a gate (`WorkOwnershipProbe`), so a save handed to a task of its own is still
    /// parked when loadAll() returns — an event, not a race with the test's look at the store.
    /// `nil` when loadAll() waited for its save.
    static func cachesBeforeReturning() async -> String? {
        let store = GatedProductStore()
        let sut = CachedProductRepository(
            remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store,
            policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
        switch await WorkOwnershipProbe.run(work: store.gate, { _ = try? await sut.loadAll() }) {
        case .returnedWhileWorkRan:
            return "loadAll() returned before its save had ended: the caller is told the catalog is loaded while"
                + " it is not cached yet, and the save lands whenever its task runs (a `Task { }` or"
                + " `Task.detached` nobody awaits). Exercises/Exercise4/CachedProductRepository.swift."
        case .workNeverStarted:
            return "loadAll() never saved what the network returned. Exercises/Exercise4/CachedProductRepository.swift."
        default:
            return nil
        }
    }

    /// The network answers; the cache can neither save nor be read (a broken disk). `nil`
    /// when loadAll() still returns the network's products.
    static func brokenCacheStillReturnsProducts() async -> String? {
        let store = ProductStoreStub(cached: nil, saveError: .invalidData, loadError: .invalidData)
        let sut = CachedProductRepository(
            remote: ProductRepositoryStub(result: .success([makeProduct("1")])), store: store,
            policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
        switch await SafetyNet.run({ try await sut.loadAll() }) {
        case .timedOut: return Exercise4Messages.failedSaveFailedTheLoad(nil)
        case let .returned(.failure(error)): return Exercise4Messages.failedSaveFailedTheLoad(error)
        case let .returned(.success(products)):
            return products == [makeProduct("1")] ? nil
                : "loadAll() returned \(products.map(\.id)), not the network's products. \(Exercise4Messages.repository)."
        }
    }

    /// A slow network that fails: the cache was fresh when the request started (200 s old)
    /// and is stale when the failure arrives (the clock moves 150 s while the request waits).
    /// `nil` when loadAll() throws the network's error instead of serving the stale cache.
    static func slowFailureAfterTheCacheAged() async -> String? {
        let clock = ManualClock()
        let cached = CachedProducts(products: [makeProduct("cached")], timestamp: clock.now().addingTimeInterval(-200))
        let remote = GatedProductRepository()
        let sut = CachedProductRepository(
            remote: remote, store: ProductStoreStub(cached: cached), policy: FreshnessPolicy(maxAge: 300), clock: clock)
        let load = Task { try await sut.loadAll() }
        defer { remote.gate.releaseEveryParked(throwing: CancellationError()) }
        do {
            try await remote.waitUntilCalled()
        } catch {
            load.cancel()
            return "loadAll() never asked the network (\(error)). \(Exercise4Messages.repository)."
        }
        clock.advance(by: 150)
        remote.fail(with: CatalogError.connectivity)
        switch await SafetyNet.run({ try await load.value }) {
        case .timedOut:
            return "loadAll() never returned within \(SafetyNet.defaultLimit) after the network failed. \(Exercise4Messages.repository)."
        case let .returned(.success(products)):
            return Exercise4Messages.staleServedAsFresh(products)
        case let .returned(.failure(error)):
            return error as? CatalogError == .connectivity ? nil
                : "loadAll() threw \(error), not the network's error, when the cache was stale. \(Exercise4Messages.repository)."
        }
    }

    /// What the loads share: the store under test and the clock.
    struct World: Sendable {
        let store: InMemoryProductStore
        let clock: ManualClock
    }

    typealias Operation = ScheduledOperation<World, [String]>

    static func load(_ name: String) -> Operation {
        .awaiting("load \(name)", on: "the network", answer: [makeProduct(name)], shown: "[\(name)]", effect: [name]) { world, network in
            world.clock.advance(by: 1)
            let sut = CachedProductRepository(
                remote: SlowNetwork(gate: network, clock: world.clock), store: TakeYourTurnStore(store: world.store, gate: network),
                policy: FreshnessPolicy(maxAge: 300), clock: world.clock)
            _ = try await sut.loadAll()
        }
    }

    /// `track` receives each store the explorer makes, for leak tracking in the suite's style.
    static func explorer(track: @escaping @Sendable (AnyObject) -> Void) -> ScheduleExplorer<World, [String]> {
        ScheduleExplorer(
            makeSubject: {
                let world = World(store: InMemoryProductStore(), clock: ManualClock())
                track(world.store)
                return world
            },
            observe: { world in await world.store.load()?.products.map(\.id) ?? [] },
            show: { "cache = [\($0.joined(separator: ", "))]" },
            operations: [load("A"), load("B")],
            check: .latestWordWins)
    }
}

/// A remote whose answer (released by the explorer) arrives one second after the request.
private struct SlowNetwork: ProductRepository {
    let gate: SuspensionGate<[Product]>
    let clock: ManualClock

    func loadAll() async throws -> [Product] {
        let products = try await gate.park()
        clock.advance(by: 1)
        return products
    }
}

/// The store under test, reached one call at a time in the explorer's order: every call
/// waits at the load's gate first, so another load's steps can run between two calls.
private struct TakeYourTurnStore: ProductStore {
    let store: InMemoryProductStore
    let gate: SuspensionGate<[Product]>

    func save(_ cache: CachedProducts) async throws {
        _ = try await gate.park(at: "its turn at the store (save)")
        await store.save(cache)
    }

    func load() async throws -> CachedProducts? {
        _ = try await gate.park(at: "its turn at the store (load)")
        return await store.load()
    }
}
