import Catalog
import Exercise11
import Foundation
import LabKit
import XCTest

/// Exercise 11 — "Work that starts now, and ends with its owner", XCTest style. The
/// repository's calls wait at a gate and note the name of the task they came in.
final class Exercise11OwnershipXCTests: WatchedTestCase {
    // No leak tracking here: on the broken track the leaked load holds the model by design, and
    // the proof of clause 5 says so in its own words (Exercise 3 is the lab's leak exercise).

    func test_disappear_cancelsTheLoadAppearStarted() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return XCTFail(Exercise11Messages.needsTheSwift62Runtime) }
        if let message = await Exercise11Scenario.disappearCancelsTheLoad() { XCTFail(message) }
    }

    func test_releasingTheModel_freesItAndCancelsItsLoad_onTheMainActorOrOffIt() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return XCTFail(Exercise11Messages.needsTheSwift62Runtime) }
        if let message = await Exercise11Scenario.releasingTheModelCancelsItsLoad() { XCTFail(message) }
    }

    // MARK: Behaviour (passes on both tracks)

    func test_appear_showsTheSpinnerBeforeItReturns_andLoadsInANamedTask() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return XCTFail(Exercise11Messages.needsTheSwift62Runtime) }
        if let message = await Exercise11Scenario.startsAtOnce() { XCTFail(message) }
    }

    func test_screen_showsWhatTheRepositoryAnswers_andKeepsItWhenALoadFails() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return XCTFail(Exercise11Messages.needsTheSwift62Runtime) }
        if let message = await Exercise11Scenario.showsWhatTheRepositoryAnswers() { XCTFail(message) }
    }

    func test_contract_agreesWithItsModelOverGeneratedScenarios() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return XCTFail(Exercise11Messages.needsTheSwift62Runtime) }
        recordBroken(await Exercise11Contract.disagreement(), exercise: 11)
    }

    // MARK: Review (the sources, not the behaviour)

    func test_sources_keepNoEscapeHatchTheCompilerCouldCheck() {
        recordReview(exercise: 11)
    }
}
