import Catalog
import Foundation
import LabKit
import Proof3Kit
import Testing

/// Proof 3 — the lab's own proof of Exercise 7's contract, written as a student would: it
/// catches the broken version and every wrong fix in Exercise 7's gallery, and passes the
/// fixed version and every correct fix.
public enum Proof3 {
    public static func prove(_ versions: LoaderVersions) async throws {
        let clauses = [loadReturnsTheProductsAndSavesThemStamped, theSameCatalogLoadedAgainIsSavedAgain, twoOverlappingLoadsBothSave, loadOwnsItsSave,
                       aNewerLoadLeavesTheEarlierSaveAlone,
                       aLoadCancelledBeforeTheNetworkAnswersLeavesNoSaveRunning, aFailedSaveStillLoads,
                       aFailedNetworkThrowsItsErrorAndSavesNothing, aCancelledNetworkThrowsItsCancellation]
        // The first clause broken is the one to read: a version that never returns would
        // otherwise spend a wait's limit in every check after it.
        for holds in clauses {
            guard await holds(versions) else { return }
        }
    }

    /// Records `message` as the proof's failure; `false`, for the clause that broke.
    static func broken(_ message: String) -> Bool {
        Issue.record(Comment(rawValue: message))
        return false
    }

    /// Every wait of this proof: a version that never gets there fails a check that says what
    /// never happened, long before the judge's own limit.
    static let limit: Duration = .seconds(1)
    static let products = [makeProduct("1", amount: 10), makeProduct("2", amount: 20)]

    static func makeSUT(_ versions: LoaderVersions, store: any ProductStore, clock: ManualClock = ManualClock(),
                        remote: any ProductRepository = ProductRepositoryStub(result: .success(products))) -> any CachingLoader {
        versions.loader(remote: remote, store: store, clock: clock)
    }

    /// Whether both of two loads on one loader return, each within `limit` (recorded when one does not).
    static func bothReturn(_ first: Task<[Product], any Error>, _ second: Task<[Product], any Error>) async -> Bool {
        for (name, task) in [("the first", first), ("the second", second)] {
            guard case .returned = await SafetyNet.run(limit: limit, { _ = try await task.value }) else {
                return broken("\(name) of two loads on one loader never returned within \(limit)")
            }
        }
        return true
    }

    /// Awaits `load()` for at most `limit`: its result, or `nil` (recorded, naming `when`) when it never returned.
    static func load(_ loader: any CachingLoader, _ when: String) async -> Result<[Product], any Error>? {
        switch await SafetyNet.run(limit: limit, { try await loader.load() }) {
        case let .returned(result): return result
        case .timedOut:
            Issue.record("load() never returned within \(limit) \(when)")
            return nil
        }
    }

    /// Clause 1: the remote's products come back, and are saved once, stamped with the clock's time.
    static func loadReturnsTheProductsAndSavesThemStamped(_ versions: LoaderVersions) async -> Bool {
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = makeSUT(versions, store: store, clock: clock)
        store.gate.release(returning: ())
        guard let result = await load(loader, "with a store that saves at once") else { return false }
        guard (try? result.get()) == products else { return broken("load() must return what the network answered: \(result)") }
        // A save still on its way (the broken version's) is waited for: an event, not a sleep.
        _ = try? await store.gate.waitUntilSuspended(timeout: limit)
        guard store.requests == [CachedProducts(products: products, timestamp: clock.now())] else {
            return broken("load() must save what it loaded, once, stamped with the clock's time: the store received \(store.requests)")
        }
        return true
    }

    /// Clause 1, one load after another on one loader: the same catalog loaded again a minute
    /// later is saved again, with the later stamp (a loader that skips "unchanged" data leaves
    /// the store's copy looking a minute older than it is).
    static func theSameCatalogLoadedAgainIsSavedAgain(_ versions: LoaderVersions) async -> Bool {
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = makeSUT(versions, store: store, clock: clock)
        var stamps: [Date] = []
        for when in ["first", "again, 60 s later"] {
            stamps.append(clock.now())
            store.gate.release(returning: ())
            guard let result = await load(loader, "(the same catalog, \(when))") else { return false }
            guard (try? result.get()) == products else { return broken("load() must return what the network answered: \(result)") }
            clock.advance(by: 60)
        }
        guard store.requests == stamps.map({ CachedProducts(products: products, timestamp: $0) }) else {
            return broken("the same catalog loaded twice, a minute apart, must be saved twice, each stamped when it was loaded:"
                + " the store received \(store.requests)")
        }
        return true
    }

    /// Clause 1, twice on one loader: of two loads whose saves overlap, each saves its catalog.
    /// The saves may overlap or take turns (the contract says neither): the second is waited for
    /// only once the first has been answered.
    static func twoOverlappingLoadsBothSave(_ versions: LoaderVersions) async -> Bool {
        let store = GatedProductStore()
        defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
        let loader = makeSUT(versions, store: store)
        let first = Task { try await loader.load() }
        let second = Task { try await loader.load() }
        for count in 1...2 {
            guard (try? await store.gate.waitUntilSuspended(count: count, timeout: limit)) != nil else {
                first.cancel()
                second.cancel()
                return broken("of two loads on one loader, only \(store.gate.arrivals) saved: each load must save what it loaded")
            }
            store.gate.release(returning: ())
        }
        return await bothReturn(first, second)
    }

    /// Clauses 2, 3 and 4: load() returns only once its save has ended, cancelling load()
    /// cancels the save, and a slow store still gets the whole save — with a store that stops
    /// when cancelled, one that writes anyway, and a slow one (its save waits 500 ms).
    static func loadOwnsItsSave(_ versions: LoaderVersions) async -> Bool {
        let stores: [(Duration, DependencyCancellation, String)] = [
            (.zero, .throwsWhenCancelled, "a store that stops when cancelled"),
            (.zero, .ignored, "a store that writes anyway when cancelled"),
            (.milliseconds(500), .throwsWhenCancelled, "a slow store"),
        ]
        for (slowness, cancellation, what) in stores {
            let store = GatedProductStore(cancellation: cancellation)
            let loader = makeSUT(versions, store: store)
            let outcome = await WorkOwnershipProbe.run(work: store.gate, slowWork: slowness, safetyNet: limit) {
                _ = try? await loader.load()
            }
            guard outcome == .owned else { return broken("with \(what), load() must own its save: \(outcome)") }
        }
        return true
    }

    /// Clause 4, between two loads: a newer load never cancels the save of a load still waiting
    /// for it (only cancelling load() cancels its save). The first save is parked; the second
    /// load's save goes through at once, so the second load returns — the event that says it has
    /// done whatever it does to the first save. A fix whose saves take turns keeps the second
    /// load waiting for the first save: the look ends, and that is no failure.
    static func aNewerLoadLeavesTheEarlierSaveAlone(_ versions: LoaderVersions) async -> Bool {
        let store = GatedProductStore(parking: .firstSaveOnly)
        defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
        let loader = makeSUT(versions, store: store)
        let first = Task { try await loader.load() }
        guard (try? await store.gate.waitUntilSuspended(timeout: limit)) != nil else {
            first.cancel()
            return broken("load() never saved what it loaded")
        }
        let second = Task { try await loader.load() }
        _ = await SafetyNet.run(limit: limit, { _ = try? await second.value })
        guard store.gate.cancellationsSeen == 0 else {
            first.cancel()
            second.cancel()
            return broken("a second load cancelled the save of the first, which nobody cancelled: only cancelling load() may cancel its save")
        }
        store.gate.release(returning: ())
        return await bothReturn(first, second)
    }

    /// Clause 3, cancelled sooner: a load cancelled while the network is still answering
    /// (and the network answers anyway) may save or not, but no save of its outlives it
    /// un-cancelled: a save that arrives after load() returned, or that was never told, is work
    /// nobody can cancel.
    static func aLoadCancelledBeforeTheNetworkAnswersLeavesNoSaveRunning(_ versions: LoaderVersions) async -> Bool {
        let network = GatedProductRepository(name: "a network that answers anyway", cancellation: .ignored)
        let store = GatedProductStore()
        defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
        let loader = makeSUT(versions, store: store, remote: network)
        let load = Task { try await loader.load() }
        guard (try? await network.gate.waitUntilSuspended(timeout: limit)) != nil else {
            load.cancel()
            return broken("load() never asked the network")
        }
        load.cancel()
        network.gate.release(returning: products)
        guard case .returned = await SafetyNet.run(limit: limit, { _ = try? await load.value }) else {
            return broken("a load cancelled while the network answered never returned within \(limit)")
        }
        if store.gate.arrivals == 0 {
            // No save before load() returned — fine, if none comes later either. A save in a task
            // of its own reaches the store within this look; one that never comes is no save. (A
            // leaked save slower than `limit` to start would pass here: the only check of this
            // proof that looks for an absence, which no event can end.)
            return await store.gate.noArrival(within: limit)
                ? true : broken("a cancelled load() returned, and then a save of its started: work that outlived the call")
        }
        guard store.gate.cancellationsSeen == store.gate.arrivals else {
            return broken("a cancelled load() started a save that was never told it was cancelled: nothing can stop it")
        }
        return true
    }

    /// Clause 5: the store fails the save — with a `CatalogError`, an error of its own type, or
    /// `CancellationError` though nobody cancelled the load — and load() still returns the
    /// products; and the next load on the same loader saves again (clause 1).
    static func aFailedSaveStillLoads(_ versions: LoaderVersions) async -> Bool {
        for failure in DependencyFailure.everyKind {
            let store = GatedProductStore()
            let loader = makeSUT(versions, store: store)
            store.gate.release(throwing: failure.error)
            switch await load(loader, "when the save failed with \(failure)") {
            case nil: return false
            case let .success(loaded)?:
                if loaded != products { return broken("load() must return what the network answered, whatever the save did: \(loaded)") }
            case let .failure(error)?:
                return broken("a failed save failed the load: the save threw \(failure), and load() threw \(error)")
            }
            // Clause 1 for the next load on the same loader: it saves what it returns, whatever the last save met.
            store.gate.release(returning: ())
            guard await load(loader, "after a load whose save failed with \(failure)") != nil else { return false }
            guard store.requests.count == 2 else {
                return broken("the load after a failed save (\(failure)) saved \(store.requests.count - 1) time(s): every load saves what it returns")
            }
        }
        return true
    }

    /// Clause 6: the network fails; load() throws the network's own error and saves nothing.
    static func aFailedNetworkThrowsItsErrorAndSavesNothing(_ versions: LoaderVersions) async -> Bool {
        let store = GatedProductStore()
        let loader = makeSUT(versions, store: store, remote: ProductRepositoryStub(result: .failure(.invalidData)))
        switch await load(loader, "when the network failed") {
        case nil: return false
        case .success?: return broken("the network failed, and load() returned products")
        case let .failure(error)?:
            guard error as? CatalogError == .invalidData else { return broken("load() must throw the network's own error, not \(error)") }
            return store.gate.arrivals == 0 ? true : broken("the network failed, and load() saved anyway")
        }
    }

    /// Clause 6, where the network's error is a cancellation: load() is cancelled while a network
    /// that stops when cancelled waits, so the network throws `CancellationError` — and load()
    /// must throw it too, and save nothing, not answer as if the catalog were empty.
    static func aCancelledNetworkThrowsItsCancellation(_ versions: LoaderVersions) async -> Bool {
        let network = GatedProductRepository(name: "a network that stops when cancelled", cancellation: .throwsWhenCancelled)
        let store = GatedProductStore()
        defer { store.gate.releaseEveryParked(throwing: CancellationError()) }
        let loader = makeSUT(versions, store: store, remote: network)
        let load = Task { try await loader.load() }
        guard (try? await network.gate.waitUntilSuspended(timeout: limit)) != nil else {
            load.cancel()
            return broken("load() never asked the network")
        }
        load.cancel()
        guard case let .returned(result) = await SafetyNet.run(limit: limit, { try await load.value }) else {
            return broken("a load cancelled while the network waited never returned within \(limit)")
        }
        switch result {
        case let .success(loaded):
            return broken("a load cancelled while the network waited returned \(loaded): the network threw CancellationError,"
                + " and load() must throw the network's error")
        case let .failure(error):
            guard error is CancellationError else { return broken("load() must throw the network's own error, not \(error)") }
            return store.gate.arrivals == 0 ? true : broken("the network threw CancellationError, and load() saved anyway")
        }
    }
}
