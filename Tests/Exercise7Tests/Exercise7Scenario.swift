import Catalog
import Exercise7
import Foundation
import LabKit

/// What both suites do to `load()`: its save held at a gated store (fast, slow, stopping when
/// cancelled or not), the network failing, and the race driver's leaked save.
enum Exercise7Scenario {
    static let products = [makeProduct("1", amount: 10), makeProduct("2", amount: 20)]

    static func makeLoader(store: any ProductStore, clock: ManualClock = ManualClock(),
                           remote: any ProductRepository = ProductRepositoryStub(result: .success(products))) -> CatalogLoader {
        CatalogLoader(remote: remote, store: store, clock: clock)
    }

    /// How long the slow store keeps a save waiting before the probe cancels load(): a slow
    /// disk. A load() that awaits its save waits through it; one that gives up sooner is caught.
    static let slowStore: Duration = .milliseconds(500)

    /// Runs load() with its save parked at a fast store (cancelled at once: one that stops when
    /// cancelled, and one that finishes its write anyway) and at a slow one, and reports the
    /// first way load() failed to own its save (`.owned` when it always did). The gate tells a
    /// cancelled save of either kind, so the slow store needs only one.
    static func saveOwnership() async -> WorkOwnership {
        for (slowness, kind) in [(Duration.zero, SuspensionGate<Void>.Cancellation.throwsWhenCancelled), (.zero, .ignored),
                                 (slowStore, .throwsWhenCancelled)] {
            let store = GatedProductStore(cancellation: kind)
            let loader = makeLoader(store: store)
            let outcome = await WorkOwnershipProbe.run(work: store.gate, slowWork: slowness) { _ = try? await loader.load() }
            if outcome != .owned { return outcome }
        }
        return .owned
    }

    /// Clause 1, with a fast store: load() returns the remote's products and saves them once,
    /// stamped with the clock's time. `nil` when it does.
    static func loadReturnsAndSaves() async -> String? {
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = makeLoader(store: store, clock: clock)
        store.gate.release(returning: ())
        switch await SafetyNet.run({ try await loader.load() }) {
        case .timedOut:
            return Exercise7Messages.neverReturned("with a store that saves at once")
        case let .returned(.failure(error)):
            return "load() threw \(error) although the network and the store both answered. \(Exercise7Messages.loader)."
        case let .returned(.success(products)):
            // The save may still be on its way on the broken track: wait for it (an event).
            try? await store.gate.waitUntilSuspended(count: 1)
            return Exercise7Messages.loadedAndSaved(
                returned: products, saved: store.requests, expected: CachedProducts(products: products, timestamp: clock.now()))
        }
    }

    /// Clause 5: the store fails the save, and load() still returns the products.
    static func failedSaveStillLoads() async -> String? {
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = makeLoader(store: store, clock: clock)
        store.gate.release(throwing: CatalogError.invalidData)
        switch await SafetyNet.run({ try await loader.load() }) {
        case .timedOut:
            return Exercise7Messages.failedSaveFailedTheLoad(nil)
        case let .returned(.failure(error)):
            return Exercise7Messages.failedSaveFailedTheLoad(error)
        case let .returned(.success(loaded)):
            return loaded == products ? nil : Exercise7Messages.loadedAndSaved(
                returned: loaded, saved: store.requests, expected: CachedProducts(products: products, timestamp: clock.now()))
        }
    }

    /// Clause 6: the network fails; load() throws its error and saves nothing.
    static func networkFailureSavesNothing() async -> String? {
        let store = GatedProductStore()
        let loader = makeLoader(store: store, remote: ProductRepositoryStub(result: .failure(.connectivity)))
        switch await SafetyNet.run({ try await loader.load() }) {
        case .timedOut:
            return Exercise7Messages.neverReturned("when the network failed")
        case let .returned(result):
            let thrown: (any Error)? = if case let .failure(error) = result { error } else { nil }
            return Exercise7Messages.networkFailure(thrown: thrown, saves: store.gate.arrivals)
        }
    }

    /// The race driver for ThreadSanitizer (lesson 003's `URLProtocolStub` story): one test
    /// awaits load() and ends; the next test, on the same thread as XCTest runs them, resets
    /// the shared store in its setUp. A save that outlived the first test writes the store
    /// from another thread with nothing ordering the two writes: a data race, reported
    /// whichever write comes first. A save that ended inside load() came before the reset.
    ///
    /// Both "tests" run on a thread of their own, not the cooperative pool: a leaked
    /// `Task { }` never runs there (it goes to the pool), so its write can't be ordered after
    /// the reset by merely running later on the same thread, even on a 1-core machine.
    static func nextTestSetsUpWhileTheSaveRuns() async {
        let store = UnguardedStoreStub()
        let loader = makeLoader(store: store)
        let testThread = DedicatedThreadExecutor(name: "Exercise7 tests, one after another")
        defer { testThread.shutDown() }
        await Task(executorPreference: testThread) {
            _ = try? await loader.load()  // the first test ends here
            store.reset()                 // the next test's setUp
            // So that the leaked save, if any, happens while this test runs; waited for after
            // the reset, so the wait orders nothing between the two writes.
            store.blockUntilASave(limit: 10)
        }.value
    }
}
