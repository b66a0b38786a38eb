import Catalog
import Exercise7
import Foundation
import LabKit


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
