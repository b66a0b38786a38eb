import Catalog
import Exercise7
import Foundation
import LabKit
import XCTest

/// Exercise 7 — "Work that outlives its test", XCTest style. The store's save is a gate.
final class Exercise7OwnershipXCTests: XCTestCase {
    // No leak tracking here: on the broken track the leaked save holds the loader by design,
    // and the proof says so in its own words (Exercise 3 is the lab's leak exercise).

    func test_load_finishesSavingBeforeReturning_andCancellingItCancelsTheSave() async {
        let outcome = await Exercise7Scenario.saveOwnership()

        if let message = Exercise7Messages.saveOwnership(outcome) {
            XCTFail(message)
        }
    }

    func test_nextTestSetsUpWhileTheSaveRuns_underThreadSanitizer() async throws {
        try XCTSkipUnless(ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)")
        await Exercise7Scenario.nextTestSetsUpWhileTheSaveRuns()
    }

    // MARK: Behaviour (passes on both tracks)

    func test_load_returnsTheRemoteProducts_andSavesThemStampedWithTheClock() async throws {
        let store = GatedProductStore()
        let clock = ManualClock()
        let loader = Exercise7Scenario.makeLoader(store: store, clock: clock)
        store.gate.release(returning: ())

        let products = try await loader.load()
        // The save may still be on its way on the broken track: wait for it (an event).
        try await store.gate.waitUntilSuspended(count: 1)

        XCTAssertEqual(products, Exercise7Scenario.products)
        XCTAssertEqual(store.requests, [CachedProducts(products: Exercise7Scenario.products, timestamp: clock.now())])
    }

    func test_load_whenTheSaveFails_stillReturnsTheProducts() async {
        let store = GatedProductStore()
        let loader = Exercise7Scenario.makeLoader(store: store)
        store.gate.release(throwing: CatalogError.invalidData)

        do {
            let products = try await loader.load()
            XCTAssertEqual(products, Exercise7Scenario.products)
        } catch {
            XCTFail(Exercise7Messages.failedSaveFailedTheLoad(error))
        }
    }

    func test_load_whenTheNetworkFails_throwsAndSavesNothing() async {
        let store = GatedProductStore()
        let loader = Exercise7Scenario.makeLoader(store: store, remote: ProductRepositoryStub(result: .failure(.connectivity)))

        do {
            _ = try await loader.load()
            XCTFail("Expected load() to throw when the network fails")
        } catch {
            XCTAssertEqual(error as? CatalogError, .connectivity)
        }
        XCTAssertEqual(store.gate.arrivals, 0)
    }
}
