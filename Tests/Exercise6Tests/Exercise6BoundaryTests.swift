import Catalog
import Exercise6
import Foundation
import LabKit
import Testing

@Suite("Exercise6: Crossing actor boundaries", .watched, .detectsLeaks)
@MainActor
/// Exercise 6 — "Crossing actor boundaries", Swift Testing style. Every fetch is a gate.
struct Exercise6BoundaryTests {
    // The first two proofs do not track leaks: on the broken track a leaked fetch keeps the
    // coordinator alive by design, and the proof says so in its own words.

    @Test("Exercise6: products, prices and stock are all requested at once")
    func fetchesRunInParallel() async throws {
        let (_, api) = try await Exercise6Scenario.syncWhere(.products)
        defer { api.endWhatIsStillWaiting() }

        if api.prices.arrivals == 0 {
            Issue.record(Comment(rawValue: Exercise6Messages.sequential(pricesAsked: api.prices.arrivals, stockAsked: api.stock.arrivals)))
        }
    }

    @Test("Exercise6: when any one fetch fails, the others are cancelled before sync() returns, and the screen shows the error")
    func failureCancelsTheOtherFetches() async {
        if let message = await Exercise6Scenario.failureOfEachFetch() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise6: cancelling sync() from outside (the screen goes away) cancels every fetch before it returns")
    func cancellingSyncCancelsEveryFetch() async {
        if let message = await Exercise6Scenario.cancelledSync() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise6: a discount computed on the background actor never changes the listing the screen holds")
    func discountDoesNotChangeTheShownListing() async throws {
        let (coordinator, api) = Exercise6Scenario.makeCoordinator()
        trackForMemoryLeaks(coordinator)
        api.answerEverything()
        await coordinator.sync()
        let shown = try #require(coordinator.listing)

        await coordinator.applyDiscount(10)

        if shown.items.first?.price != 10 {
            Issue.record(Comment(rawValue: Exercise6Messages.changedUnderTheScreen(shown: shown.items.first?.price ?? 0, expected: 10)))
        }
        #expect(coordinator.listing?.items.first?.price == 9)
    }

    @Test(
        "Exercise6: reading the shown listing while discounting (a race driver for ThreadSanitizer)",
        .enabled(if: ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)"))
    func readWhileDiscountingUnderThreadSanitizer() async {
        await Exercise6Scenario.readWhileDiscounting()
    }

    @Test("Exercise6: the contract agrees with its model over generated scenarios")
    func contractHoldsOverGeneratedScenarios() async {
        ProofRecord.record(await Exercise6Contract.disagreement(), exercise: 6)
    }

    // MARK: Behaviour (passes on both tracks)

    @Test("Exercise6: a sync that succeeds shows every product with its price and stock")
    func syncShowsTheListing() async throws {
        let (coordinator, api) = Exercise6Scenario.makeCoordinator()
        trackForMemoryLeaks(coordinator)
        api.answerEverything()

        await coordinator.sync()

        #expect(coordinator.listing?.items == [
            ListingItem(id: "1", name: "Product 1", price: 10, inStock: true),
            ListingItem(id: "2", name: "Product 2", price: 20, inStock: false),
        ])
        #expect(coordinator.errorMessage == nil)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise6: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 6)
    }
}
