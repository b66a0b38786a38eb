import Catalog
import Exercise7
import Foundation
import LabKit
import XCTest

/// Exercise 7 — "Work that outlives its test", XCTest style. The store's save is a gate.
final class Exercise7OwnershipXCTests: WatchedTestCase {
    // No leak tracking here: on the broken track the leaked save holds the loader by design,
    // and the proof says so in its own words (Exercise 3 is the lab's leak exercise).

    func test_load_finishesSavingBeforeReturning_andCancellingItCancelsTheSave() async {
        let outcome = await Exercise7Scenario.saveOwnership()

        if let message = Exercise7Messages.saveOwnership(outcome) {
            XCTFail(message)
        }
    }

    func test_nextTestSetsUpWhileTheSaveRuns_underThreadSanitizer() async throws {
        try XCTSkipUnless(ThreadSanitizer.isActive, "races on purpose: runs under `swift test --sanitize=thread` (scripts/tsan.sh)")
        await Exercise7Scenario.nextTestSetsUpWhileTheSaveRuns()
    }

    // MARK: Behaviour (passes on both tracks)

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        let report = await Exercise7Contract.check()

        recordBroken(Exercise7Messages.contractDisagrees(report), of: report, exercise: 7)
    }

    func test_load_returnsTheRemoteProducts_andSavesThemStampedWithTheClock() async {
        if let message = await Exercise7Scenario.loadReturnsAndSaves() { XCTFail(message) }
    }

    func test_load_whenTheSaveFails_stillReturnsTheProducts() async {
        if let message = await Exercise7Scenario.failedSaveStillLoads() { XCTFail(message) }
    }

    func test_load_whenTheNetworkFails_throwsAndSavesNothing() async {
        if let message = await Exercise7Scenario.networkFailureSavesNothing() { XCTFail(message) }
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 7)
    }
}
