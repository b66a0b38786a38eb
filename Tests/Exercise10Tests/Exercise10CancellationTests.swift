import Catalog
import Exercise10
import Foundation
import LabKit
import Testing

@Suite("Exercise10: Cancellation is not failure", .watched)
/// Exercise 10 — "Cancellation is not failure", Swift Testing style. Every dependency a load
/// waits for is a gate; the load is cancelled from outside while it waits there.
struct Exercise10CancellationTests {
    @Test("Exercise10: a load cancelled while the remote waits asks no fallback and ends with CancellationError")
    func cancelledWhileTheRemoteWaits() async {
        if let message = await Exercise10Scenario.cancelledLoads(at: .remote) { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise10: a load cancelled while the fallback waits asks no further fallback and ends with CancellationError")
    func cancelledWhileTheFallbackWaits() async {
        if let message = await Exercise10Scenario.cancelledLoads(at: .local) { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise10: a cancelled load() shows no error and keeps what the screen showed")
    func cancelledLoadChangesNothing() async {
        if let message = await Exercise10Scenario.cancelledLoadChangesNothing() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise10: the contract's model agrees over generated scenarios (every order of each, cancellation from outside included)")
    func contractHoldsOverGeneratedScenarios() async {
        ProofRecord.record(await Exercise10Contract.disagreement(), exercise: 10)
    }

    // MARK: Behaviour (passes on both tracks)

    @Test("Exercise10: the composite gives the primary's products, the fallback's when it fails, the fallback's error when both do")
    func fallsBackOnFailure() async {
        if let message = await Exercise10Scenario.fallsBackOnFailure() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise10: load() shows the products, or says it failed and keeps what it showed")
    func showsProductsOrTheFailure() async {
        if let message = await Exercise10Scenario.showsProductsOrTheFailure() { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise10: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 10)
    }
}
