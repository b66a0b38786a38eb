import Catalog
import Exercise6
import Foundation
import LabKit
import XCTest

/// Exercise 6 — "Crossing actor boundaries", XCTest style. Every fetch is a gate.
@MainActor
final class Exercise6BoundaryXCTests: WatchedTestCase {
    // The first two proofs do not track leaks: on the broken track a leaked fetch keeps the
    // coordinator alive by design, and the proof says so in its own words.

    func test_sync_requestsProductsPricesAndStockAtOnce() async throws {
        let (_, api) = try await Exercise6Scenario.syncWhere(.products)
        defer { api.endWhatIsStillWaiting() }

        if api.prices.arrivals == 0 {
            XCTFail(Exercise6Messages.sequential(pricesAsked: api.prices.arrivals, stockAsked: api.stock.arrivals))
        }
    }

    func test_sync_whenOneFetchFails_cancelsTheOthersAndShowsTheError() async {
        if let message = await Exercise6Scenario.failureOfEachFetch() { XCTFail(message) }
    }

    func test_sync_cancelledFromOutside_cancelsEveryFetchBeforeReturning() async {
        if let message = await Exercise6Scenario.cancelledSync() { XCTFail(message) }
    }

    func test_applyDiscount_neverChangesTheListingTheScreenHolds() async throws {
        let (coordinator, api) = Exercise6Scenario.makeCoordinator()
        trackForMemoryLeaks(coordinator)
        api.answerEverything()
        await coordinator.sync()
        let shown = try XCTUnwrap(coordinator.listing)

        await coordinator.applyDiscount(10)

        if shown.items.first?.price != 10 {
            XCTFail(Exercise6Messages.changedUnderTheScreen(shown: shown.items.first?.price ?? 0, expected: 10))
        }
        XCTAssertEqual(coordinator.listing?.items.first?.price, 9)
    }

    func test_readWhileDiscounting_underThreadSanitizer() async throws {
        try XCTSkipUnless(ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)")
        await Exercise6Scenario.readWhileDiscounting()
    }

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        recordBroken(await Exercise6Contract.disagreement(), exercise: 6)
    }

    // MARK: Behaviour (passes on both tracks)

    func test_sync_onSuccess_showsEveryProductWithPriceAndStock() async {
        let (coordinator, api) = Exercise6Scenario.makeCoordinator()
        trackForMemoryLeaks(coordinator)
        api.answerEverything()

        await coordinator.sync()

        XCTAssertEqual(coordinator.listing?.items, [
            ListingItem(id: "1", name: "Product 1", price: 10, inStock: true),
            ListingItem(id: "2", name: "Product 2", price: 20, inStock: false),
        ])
        XCTAssertNil(coordinator.errorMessage)
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 6)
    }
}
