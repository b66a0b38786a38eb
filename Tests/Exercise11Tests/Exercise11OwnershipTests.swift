import Catalog
import Exercise11
import Foundation
import LabKit
import Testing

@Suite("Exercise11: Work that starts now, and ends with its owner", .watched)
/// Exercise 11 — "Work that starts now, and ends with its owner", Swift Testing style. The
/// repository's calls wait at a gate and note the name of the task they came in.
struct Exercise11OwnershipTests {
    // No leak tracking here: on the broken track the leaked load holds the model by design, and
    // the proof of clause 5 says so in its own words (Exercise 3 is the lab's leak exercise).

    @Test("Exercise11: disappear() cancels the load appear() started")
    func disappearCancelsTheLoad() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            Issue.record(Comment(rawValue: Exercise11Messages.needsTheSwift62Runtime))
            return
        }
        if let message = await Exercise11Scenario.disappearCancelsTheLoad() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise11: letting go of the model frees it and cancels its load, on the main actor or off it")
    func releasingTheModelCancelsItsLoad() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            Issue.record(Comment(rawValue: Exercise11Messages.needsTheSwift62Runtime))
            return
        }
        if let message = await Exercise11Scenario.releasingTheModelCancelsItsLoad() { Issue.record(Comment(rawValue: message)) }
    }

    // MARK: Behaviour (passes on both tracks)

    @Test("Exercise11: appear() shows the spinner before it returns, and loads in a task named CatalogScreenModel.load")
    func startsAtOnce() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            Issue.record(Comment(rawValue: Exercise11Messages.needsTheSwift62Runtime))
            return
        }
        if let message = await Exercise11Scenario.startsAtOnce() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise11: the screen shows what the repository answers, and keeps it when a load fails")
    func showsWhatTheRepositoryAnswers() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            Issue.record(Comment(rawValue: Exercise11Messages.needsTheSwift62Runtime))
            return
        }
        if let message = await Exercise11Scenario.showsWhatTheRepositoryAnswers() { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Exercise11: the contract agrees with its model over every generated scenario")
    func contractHoldsOverGeneratedScenarios() async {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            Issue.record(Comment(rawValue: Exercise11Messages.needsTheSwift62Runtime))
            return
        }
        ProofRecord.record(await Exercise11Contract.disagreement(), exercise: 11)
    }

    // MARK: Review (the sources, not the behaviour)

    @Test("Exercise11: the sources keep no escape hatch the compiler could have checked (a review rule)")
    func sourcesKeepNoEscapeHatch() {
        SourceReview.record(exercise: 11)
    }
}
