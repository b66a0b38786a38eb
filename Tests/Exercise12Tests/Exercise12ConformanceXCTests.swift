import Catalog
import Exercise12
import LabKit
import XCTest

/// Exercise 12 — "A conformance that holds only on the main actor", XCTest style.
@MainActor
final class Exercise12ConformanceXCTests: WatchedTestCase {
    func test_log_recordsACheckoutSummaryAsItsDescriptionSays_fromTheMainActorAndOffIt() async {
        if let message = await Exercise12Scenario.logRecordsTheDescription() { XCTFail(message) }
    }

    // MARK: Behaviour (passes on both tracks)

    func test_summary_onTheMainActor_describesItselfMasked() {
        if let message = Exercise12Scenario.descriptionOnTheMainActor() { XCTFail(message) }
    }

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        recordBroken(await Exercise12Contract.disagreement(), exercise: 12)
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 12)
    }
}
