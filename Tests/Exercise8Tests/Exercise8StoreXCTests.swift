import Catalog
import Exercise8
import Foundation
import LabKit
import XCTest

/// Exercise 8 — "Main actor by default", XCTest style. The disk notes where it ran.
final class Exercise8StoreXCTests: WatchedTestCase {
    func test_store_encodesWritesReadsAndDecodesOffTheMainActor_evenWhenTheMainActorCallsIt() async {
        if let message = await Exercise8Scenario.workStaysOffTheMainActor() { XCTFail(message) }
    }

    // MARK: Behaviour (passes on both tracks)

    func test_load_givesBackWhatSaveWrote_andNilFromAnEmptyDisk() async {
        if let message = await Exercise8Scenario.roundTrip() { XCTFail(message) }
    }

    func test_save_returnsOnceTheDiskHasTheBytes_andCancellingItCancelsTheWrite() async {
        if let message = Exercise8Messages.writeOwnership(await Exercise8Scenario.saveOwnsItsWrite()) { XCTFail(message) }
    }

    func test_save_whenTheWriteFails_throwsTheDisksError() async {
        if let message = await Exercise8Scenario.failedWriteFailsTheSave() { XCTFail(message) }
    }

    func test_contract_agreesWithItsModelOverGeneratedSequences() async {
        recordBroken(await Exercise8Contract.disagreement(), exercise: 8)
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 8)
    }
}
