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
