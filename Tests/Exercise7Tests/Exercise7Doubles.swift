import Catalog
import Exercise7
import Foundation
import LabKit

/// A store whose `save` parks on a gate until the test answers it, so a test can see a save
/// that is still running (`gate.parkedCount`) and decide how it ends.
final class GatedProductStore: ProductStore {
    let gate = SuspensionGate<Void>(name: "store.save")
    private let requested = Locked<[CachedProducts]>([])

    /// Every cache passed to `save(_:)`, in order; recorded before the save parks, so it is
    /// complete once `gate.waitUntilSuspended(count:)` has returned.
    var requests: [CachedProducts] { requested.value }

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

    /// Runs load() with its save parked at the store, and reports whether load() owned it.
    static func saveOwnership() async -> WorkOwnership {
        let store = GatedProductStore()
        let loader = makeLoader(store: store)
        return await WorkOwnershipProbe.run(work: store.gate) { _ = try? await loader.load() }
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
