import Catalog
import Exercise8
import Foundation
import LabKit
import Testing

@Suite("Exercise8: Main actor by default", .watched)
/// Exercise 8 — "Main actor by default", Swift Testing style. The disk notes where it ran.
struct Exercise8StoreTests {
    @Test("Exercise8: the store encodes, writes, reads and decodes off the main actor, also when the main actor calls it")
    func workStaysOffTheMainActor() async {
        if let message = await Exercise8Scenario.workStaysOffTheMainActor() { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Behaviour (passes on both tracks)

    @Test("Exercise8: load() gives back what save() wrote, and nil from an empty disk")
    func roundTrip() async {
        if let message = await Exercise8Scenario.roundTrip() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise8: save() returns once the disk has the bytes, and cancelling save() cancels the write")
    func saveOwnsItsWrite() async {
        if let message = Exercise8Messages.writeOwnership(await Exercise8Scenario.saveOwnsItsWrite()) {
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test("Exercise8: a failed write fails the save with the disk's error")
    func failedWriteFailsTheSave() async {
        if let message = await Exercise8Scenario.failedWriteFailsTheSave() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise8: the contract agrees with its model over every generated sequence of calls")
    func contractHoldsOverGeneratedSequences() async {
        ProofRecord.record(await Exercise8Contract.disagreement(), exercise: 8)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise8: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 8)
    }
}
