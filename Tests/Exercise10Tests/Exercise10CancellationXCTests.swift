import Catalog
import Exercise10
import Foundation
import LabKit
import XCTest

/// Exercise 10 — "Cancellation is not failure", XCTest style. Every dependency a load waits
/// for is a gate; the load is cancelled from outside while it waits there.
final class Exercise10CancellationXCTests: WatchedTestCase {
    func test_loadAll_cancelledWhileTheRemoteWaits_asksNoFallback_andEndsWithCancellationError() async {
        if let message = await Exercise10Scenario.cancelledLoads(at: .remote) { XCTFail(message) }
    }

    func test_loadAll_cancelledWhileTheFallbackWaits_asksNoFurtherFallback_andEndsWithCancellationError() async {
        if let message = await Exercise10Scenario.cancelledLoads(at: .local) { XCTFail(message) }
    }

    func test_load_whenCancelled_showsNoError_andKeepsWhatTheScreenShowed() async {
        if let message = await Exercise10Scenario.cancelledLoadChangesNothing() { XCTFail(message) }
    }

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        recordBroken(await Exercise10Contract.disagreement(), exercise: 10)
    }

    // MARK: Behaviour (passes on both tracks)

    func test_loadAll_givesThePrimarysProducts_theFallbacksWhenItFails_andTheFallbacksErrorWhenBothDo() async {
        if let message = await Exercise10Scenario.fallsBackOnFailure() { XCTFail(message) }
    }

    func test_load_showsTheProducts_orSaysItFailedAndKeepsWhatItShowed() async {
        if let message = await Exercise10Scenario.showsProductsOrTheFailure() { XCTFail(message) }
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 10)
    }
}
