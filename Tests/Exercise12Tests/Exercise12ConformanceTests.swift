import Catalog
import Exercise12
import LabKit
import Testing

@Suite("Exercise12: A conformance that holds only on the main actor", .watched)
@MainActor
/// Exercise 12 — "A conformance that holds only on the main actor", Swift Testing style.
struct Exercise12ConformanceTests {
    @Test("Exercise12: the log records a checkout summary as its description says, from the main actor and off it")
    func logRecordsTheDescription() async {
        if let message = await Exercise12Scenario.logRecordsTheDescription() { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Behaviour (passes on both tracks)

    @Test("Exercise12: on the main actor the summary's description is the masked text")
    func descriptionOnTheMainActor() {
        if let message = Exercise12Scenario.descriptionOnTheMainActor() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise12: the contract agrees with its model over every generated scenario")
    func contractHoldsOverGeneratedScenarios() async {
        ProofRecord.record(await Exercise12Contract.disagreement(), exercise: 12)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise12: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 12)
    }
}
