import Catalog
import Exercise7
import Foundation
import LabKit
import Testing

@Suite("Exercise7: Work that outlives its test", .watched)
/// Exercise 7 — "Work that outlives its test", Swift Testing style. The store's save is a gate.
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

    @Test("Exercise7: the contract's model agrees over generated scenarios (every order of each, cancellation from outside included)")
    func contractHoldsOverGeneratedScenarios() async {
        let report = await Exercise7Contract.check()

        ProofRecord.record(Exercise7Messages.contractDisagrees(report), of: report, exercise: 7)
    }

    @Test("Exercise7: load() returns the remote's products and saves them, stamped with the clock's time")
    func loadSavesWhatItLoaded() async {
        if let message = await Exercise7Scenario.loadReturnsAndSaves() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise7: a failed save does not fail the load")
    func failedSaveStillLoads() async {
        if let message = await Exercise7Scenario.failedSaveStillLoads() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise7: when the network fails, load() throws and saves nothing")
    func remoteFailureSavesNothing() async {
        if let message = await Exercise7Scenario.networkFailureSavesNothing() { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise7: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 7)
    }
}
