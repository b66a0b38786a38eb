import Catalog
import Exercise9
import Foundation
import LabKit
import Testing

@Suite("Exercise9: @concurrent, not a background actor", .watched, .serialized)
/// Exercise 9 — "`@concurrent`, not a background actor", Swift Testing style. The renderer
/// notes where each row was laid out.
///
/// Serialized: a builder a student puts on a global actor of their own shares that actor
/// with every test running at the same time, and a build held by the exclusivity probe must
/// not find it busy with another test's build (it would run elsewhere, where the probe cannot
/// hold it). XCTest runs a class's tests one at a time anyway.
struct Exercise9ListingTests {
    @Test("Exercise9: the listing is built off the main actor, also when the main-actor screen asks for it")
    func buildStaysOffTheMainActor() async {
        if let message = await Exercise9Scenario.buildStaysOffTheMainActor() { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Behaviour (passes on both tracks)

    @Test("Exercise9: the screen shows every product's row, in name order")
    func showsRowsInNameOrder() async {
        if let message = await Exercise9Scenario.showsRowsInNameOrder() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise9: two builds run at once: one never waits for another")
    func twoBuildsAtOnce() async {
        if let message = Exercise9Messages.buildsTookTurns(await Exercise9Scenario.twoBuildsAtOnce()) {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test("Exercise9: cancelling show(_:) stops the build, and the screen keeps what it showed")
    func cancelledShowStops() async {
        if let message = await Exercise9Scenario.cancelledShowStops() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise9: the contract agrees with its model over every generated sequence of shows")
    func contractHoldsOverGeneratedSequences() async {
        ProofRecord.record(await Exercise9Contract.disagreement(), exercise: 9)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise9: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 9)
    }
}
