import Catalog
import Exercise7
import Foundation
import LabKit
import Testing

/// Exercise 7 — "Work that outlives its test", Swift Testing style. The store's save is a gate.
@Suite("Exercise7: Work that outlives its test")
struct Exercise7OwnershipTests {
    // No leak tracking here: on the broken track the leaked save holds the loader by design,
    // and the proof says so in its own words (Exercise 3 is the lab's leak exercise).

    @Test("Exercise7: load() has finished saving when it returns, and cancelling load() cancels the save")
    func loadOwnsItsSave() async {
        let outcome = await Exercise7Scenario.saveOwnership()

        if let message = Exercise7Messages.saveOwnership(outcome) {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test(
        "Exercise7: the next test sets up the store while the save runs (a race driver for ThreadSanitizer)",
        .enabled(if: ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)"))
    func nextTestSetsUpWhileTheSaveRunsUnderThreadSanitizer() async {
        await Exercise7Scenario.nextTestSetsUpWhileTheSaveRuns()
    }

    // MARK: Behaviour (passes on both tracks)

    @Test("Exercise7: load() returns the remote's products and saves them, stamped with the clock's time")
    func loadSavesWhatItLoaded() async throws {
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = Exercise7Scenario.makeLoader(store: store, clock: clock)
        store.gate.release(returning: ())

        let products = try await loader.load()
        // The save may still be on its way on the broken track: wait for it (an event).
        try await store.gate.waitUntilSuspended(count: 1)

        #expect(products == Exercise7Scenario.products)
        #expect(store.requests == [CachedProducts(products: Exercise7Scenario.products, timestamp: clock.now())])
    }

    @Test("Exercise7: a failed save does not fail the load")
    func failedSaveStillLoads() async {
        let store = GatedProductStore()
        let loader = Exercise7Scenario.makeLoader(store: store)
        store.gate.release(throwing: CatalogError.invalidData)

        do {
            #expect(try await loader.load() == Exercise7Scenario.products)
        } catch {
            Issue.record(Comment(rawValue: Exercise7Messages.failedSaveFailedTheLoad(error)))
        }
    }

    @Test("Exercise7: when the network fails, load() throws and saves nothing")
    func remoteFailureSavesNothing() async {
        let store = GatedProductStore()
        let loader = Exercise7Scenario.makeLoader(store: store, remote: ProductRepositoryStub(result: .failure(.connectivity)))

        await #expect(throws: CatalogError.connectivity) { try await loader.load() }
        #expect(store.gate.arrivals == 0)
    }
}
