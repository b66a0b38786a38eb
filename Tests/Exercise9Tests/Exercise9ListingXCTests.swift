import Catalog
import Exercise9
import Foundation
import LabKit
import XCTest

/// Exercise 9 — "`@concurrent`, not a background actor", XCTest style. The renderer notes
/// where each row was laid out.
final class Exercise9ListingXCTests: WatchedTestCase {
    func test_build_runsOffTheMainActor_evenWhenTheMainActorScreenAsks() async {
        if let message = await Exercise9Scenario.buildStaysOffTheMainActor() { XCTFail(message) }
    }

    // MARK: Behaviour (passes on both tracks)

    func test_show_showsEveryProductsRow_inNameOrder() async {
        if let message = await Exercise9Scenario.showsRowsInNameOrder() { XCTFail(message) }
    }

    func test_build_twoBuildsRunAtOnce() async {
        if let message = Exercise9Messages.buildsTookTurns(await Exercise9Scenario.twoBuildsAtOnce()) { XCTFail(message) }
    }

    func test_show_whenCancelled_stopsTheBuild_andKeepsWhatTheScreenShowed() async {
        if let message = await Exercise9Scenario.cancelledShowStops() { XCTFail(message) }
    }

    func test_contract_agreesWithItsModelOverGeneratedSequences() async {
        recordBroken(await Exercise9Contract.disagreement(), exercise: 9)
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 9)
    }
}
