import Catalog
import Exercise7
import Foundation
import LabKit

/// A store whose `save` parks on a gate until the test answers it, so a test can see a save
/// that is still running (`gate.parkedCount`) and decide how it ends.
final class GatedProductStore: ProductStore {
    let gate: SuspensionGate<Void>
    private let requested = Locked<[CachedProducts]>([])

    /// Every cache passed to `save(_:)`, in order; recorded before the save parks, so it is
    /// complete once `gate.waitUntilSuspended(count:)` has returned.
    var requests: [CachedProducts] { requested.value }

    /// `cancellation`: a store that stops when its save is cancelled, or one that finishes
    /// the write anyway (a disk write in flight).
    init(cancellation: SuspensionGate<Void>.Cancellation = .throwsWhenCancelled) {
        gate = SuspensionGate(name: "store.save", cancellation: cancellation)
    }

    func save(_ cache: CachedProducts) async throws {
        requested.withLock { $0.append(cache) }
        try await gate.park()
    }

    func load() async throws -> CachedProducts? { requests.last }
}

/// A store with no lock on its caches, like lesson 003's `URLProtocolStub` and its static
/// `stub`: a test double that trusts every test to end its work before the next one starts.
// @unchecked: `caches` is unguarded on purpose (the race driver shows what a leaked save does
// to it); `saves` is only touched under `condition`.
final class UnguardedStoreStub: ProductStore, @unchecked Sendable {
    private var caches: [CachedProducts] = []
    private let condition = NSCondition()
    private var saves = 0

    func save(_ cache: CachedProducts) async throws {
        caches.append(cache)
        // Counted only after the unguarded write, so waiting for it orders nothing before it.
        countSave()
    }

    private func countSave() {
        condition.lock()
        saves += 1
        condition.broadcast()
        condition.unlock()
    }

    func load() async throws -> CachedProducts? { caches.last }

    /// What the next test's setUp does: start from an empty store.
    func reset() { caches = [] }

    /// Blocks the calling thread until a save has happened (at once if one has), or `limit`
    /// (a safety net for a loader that never saves). Call it on a thread of your own, never
    /// on the cooperative pool, which the save may need.
    func blockUntilASave(limit: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: limit)
        condition.lock()
        while saves == 0 && condition.wait(until: deadline) {}
        condition.unlock()
    }
}

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
