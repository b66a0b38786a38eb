// judged: done
// idea: Hints 1, 2 and 3 completed as written: one small function per clause, each returning whether it held, called in turn until one fails: products and one stamped save, two overlapping loads both saving, the probe on three stores, a load cancelled while a network that answers anyway is parked, a failed save, a failed network whose error is not .connectivity, and a newer load that leaves the earlier save alone.
// It checks clauses 1–6 on the cases hint 3 names (each kind of failed save and the load after it, a cancelled network's CancellationError: hint 3 names them since its first completion let three wrong fixes through) and leaves out what it does not name (the same catalog loaded twice with a later stamp).
import Catalog
import LabKit
import Proof3Kit
import Testing

/// Proof 3 — Exercise 7's loader, your proof. See Proofs/Proof3/README.md.
///
/// `swift test --filter Proof3` (in `Proofs/`) runs `prove` once against every version of
/// Exercise 7 — the fixed one, the broken one, every wrong fix in its gallery — and tells you
/// which it passes and which it catches. `versions` makes the version of this run.
public enum Proof3 {
    public static func prove(_ versions: LoaderVersions) async throws {
        guard try await loadReturnsTheProductsAndSavesThemStamped(versions) else { return }
        guard try await twoOverlappingLoadsBothSave(versions) else { return }
        guard await loadOwnsItsSave(versions) else { return }
        guard try await aLoadCancelledWhileTheNetworkIsParkedCancelsItsSave(versions) else { return }
        guard await aFailedSaveStillLoads(versions) else { return }
        guard await aFailedNetworkThrowsItsOwnError(versions) else { return }
        guard await aCancelledNetworkThrowsItsCancellation(versions) else { return }
        guard try await aNewerLoadLeavesTheEarlierSaveAlone(versions) else { return }
    }

    static let limit: Duration = .seconds(1)

    static func makeSUT(
        _ versions: LoaderVersions, remote: any ProductRepository = ProductRepositoryStub(result: .success([makeProduct("1")])),
        store: GatedProductStore, clock: ManualClock = ManualClock()
    ) -> any CachingLoader {
        versions.loader(remote: remote, store: store, clock: clock)
    }

    /// Clause 1: the remote's products, saved once, stamped with the clock's time.
    static func loadReturnsTheProductsAndSavesThemStamped(_ versions: LoaderVersions) async throws -> Bool {
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = makeSUT(versions, store: store, clock: clock)
        store.gate.release(returning: ())
        let products = try await loader.load()
        try await store.gate.waitUntilSuspended(timeout: limit)
        let returned = products == [makeProduct("1")]
        let saved = store.requests == [CachedProducts(products: [makeProduct("1")], timestamp: clock.now())]
        #expect(returned, "load() must return the remote's products, not \(products)")
        #expect(saved, "load() must save them once, stamped with the clock's time: it saved \(store.requests)")
        return returned && saved
    }

    /// Clauses 1 and 4: two loads on one loader, each saves (the saves may take turns).
    static func twoOverlappingLoadsBothSave(_ versions: LoaderVersions) async throws -> Bool {
        let store = GatedProductStore()
        let loader = makeSUT(versions, store: store)
        let first = Task { try await loader.load() }
        let second = Task { try await loader.load() }
        defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
        do {
            try await store.gate.waitUntilSuspended(count: 1, timeout: limit)
            store.gate.release(returning: ())
            try await store.gate.waitUntilSuspended(count: 2, timeout: limit)
            store.gate.release(returning: ())
        } catch {
            Issue.record("two overlapping loads did not both save: \(error)")
            return false
        }
        _ = try? await first.value
        _ = try? await second.value
        let bothSaved = store.requests.count == 2
        #expect(bothSaved, "two overlapping loads must each save: the store was asked \(store.requests.count) time(s)")
        return bothSaved
    }

    /// Clauses 2, 3 and 4: the probe, with a store that stops when cancelled, one that writes
    /// anyway and a slow one.
    static func loadOwnsItsSave(_ versions: LoaderVersions) async -> Bool {
        let stores: [(GatedProductStore, Duration, String)] = [
            (GatedProductStore(), .zero, "a store that stops when cancelled"),
            (GatedProductStore(cancellation: .ignored), .zero, "a store that writes anyway"),
            (GatedProductStore(), .milliseconds(500), "a slow store"),
        ]
        for (store, slowWork, kind) in stores {
            let loader = makeSUT(versions, store: store)
            let outcome = await WorkOwnershipProbe.run(work: store.gate, slowWork: slowWork, safetyNet: limit) {
                _ = try? await loader.load()
            }
            #expect(outcome == .owned, "with \(kind): \(outcome)")
            if outcome != .owned { return false }
        }
        return true
    }

    /// Clause 3: a load cancelled while a network that answers anyway is parked: any save it
    /// started must be told it was cancelled.
    static func aLoadCancelledWhileTheNetworkIsParkedCancelsItsSave(_ versions: LoaderVersions) async throws -> Bool {
        let network = GatedProductRepository(cancellation: .ignored)
        let store = GatedProductStore()
        let loader = makeSUT(versions, remote: network, store: store)
        let load = Task { try await loader.load() }
        defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
        try await network.waitUntilCalled()
        load.cancel()
        network.respond(with: [makeProduct("1")])
        guard case .returned = await SafetyNet.run(limit: limit, { _ = try? await load.value }) else {
            Issue.record("a load cancelled while its network was parked never returned within \(limit)")
            return false
        }
        guard store.gate.arrivals > 0 else { return true }
        do {
            try await store.gate.waitUntilCancelled(count: store.gate.arrivals, timeout: limit)
        } catch {
            Issue.record("a load cancelled while its network was parked started a save that was never told it was cancelled: \(error)")
            return false
        }
        return true
    }

    /// An error type of my own, for a store that fails with something that is not a CatalogError.
    struct DiskFull: Error {}

    /// Clause 5: a failed save does not fail the load, with each error clause 5 names; and
    /// after each, a second load on the same loader saves again.
    static func aFailedSaveStillLoads(_ versions: LoaderVersions) async -> Bool {
        let errors: [any Error] = [CatalogError.connectivity, DiskFull(), CancellationError()]
        for error in errors {
            let store = GatedProductStore()
            defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
            let loader = makeSUT(versions, store: store)
            store.gate.release(throwing: error)
            guard case let .returned(first) = await SafetyNet.run(limit: limit, { try await loader.load() }) else {
                Issue.record("a load whose save failed with \(error) never returned within \(limit)")
                return false
            }
            guard case let .success(products) = first, products == [makeProduct("1")] else {
                Issue.record("a load whose save failed with \(error) must still return the remote's products: it ended \(first)")
                return false
            }
            store.gate.release(returning: ())
            guard case .returned = await SafetyNet.run(limit: limit, { try await loader.load() }) else {
                Issue.record("the load after a failed save (\(error)) never returned within \(limit)")
                return false
            }
            guard store.requests.count == 2 else {
                Issue.record("after a save that failed with \(error), the next load on the same loader must save again: the store was asked \(store.requests.count) time(s)")
                return false
            }
        }
        return true
    }

    /// Clause 6: a load cancelled while a network that stops when cancelled waits: the network
    /// throws CancellationError, and load() must throw it, not return [], and save nothing.
    static func aCancelledNetworkThrowsItsCancellation(_ versions: LoaderVersions) async -> Bool {
        let network = GatedProductRepository()
        let store = GatedProductStore()
        defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
        let loader = makeSUT(versions, remote: network, store: store)
        let load = Task { try await loader.load() }
        guard (try? await network.waitUntilCalled()) != nil else {
            load.cancel()
            Issue.record("load() never asked the network")
            return false
        }
        load.cancel()
        guard case let .returned(result) = await SafetyNet.run(limit: limit, { try await load.value }) else {
            Issue.record("a load cancelled while its network waited never returned within \(limit)")
            return false
        }
        guard case let .failure(error) = result, error is CancellationError else {
            Issue.record("a load cancelled while its network waited must throw the network's CancellationError, not end \(result)")
            return false
        }
        #expect(store.requests.isEmpty, "the network threw CancellationError, and load() saved anyway")
        return store.requests.isEmpty
    }

    /// Clause 6: when the network fails (with an error that is not .connectivity), load()
    /// throws the network's error and saves nothing.
    static func aFailedNetworkThrowsItsOwnError(_ versions: LoaderVersions) async -> Bool {
        let store = GatedProductStore()
        let loader = makeSUT(versions, remote: ProductRepositoryStub(result: .failure(.invalidData)), store: store)
        do {
            let products = try await loader.load()
            Issue.record("load() returned \(products) though its network failed with invalidData")
            return false
        } catch let error as CatalogError {
            let sameError = error == .invalidData
            let savedNothing = store.requests.isEmpty
            #expect(sameError, "load() must throw the network's error, invalidData, not \(error)")
            #expect(savedNothing, "load() must save nothing when the network fails: it saved \(store.requests)")
            return sameError && savedNothing
        } catch {
            Issue.record("load() must throw the network's error, invalidData, not \(error)")
            return false
        }
    }

    /// Clause 4: a load must not cancel an earlier load's save (the recipe in "What a good
    /// proof shows").
    static func aNewerLoadLeavesTheEarlierSaveAlone(_ versions: LoaderVersions) async throws -> Bool {
        let store = GatedProductStore(parking: .firstSaveOnly)
        let loader = makeSUT(versions, store: store)
        let first = Task { try await loader.load() }
        try await store.gate.waitUntilSuspended(timeout: limit)
        let second = Task { try await loader.load() }
        _ = await SafetyNet.run(limit: limit, { _ = try? await second.value })
        let leftAlone = store.gate.cancellationsSeen == 0
        #expect(leftAlone, "a newer load cancelled the earlier load's save")
        store.gate.release(returning: ())
        _ = try? await first.value
        _ = try? await second.value
        return leftAlone
    }
}
