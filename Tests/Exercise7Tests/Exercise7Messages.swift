import Catalog
import Foundation
import LabKit

/// What the Exercise 7 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise7Messages {
    static let loader = "Exercises/Exercise7/CatalogLoader.swift"

    /// The message for the probe's outcome, or `nil` when load() owned its save.
    static func saveOwnership(_ outcome: WorkOwnership) -> String? {
        switch outcome {
        case .owned:
            return nil
        case .returnedWhileWorkRan:
            return "The save outlived load(): load() returned while its save was still waiting for the store."
                + " The test that awaited load() is over, and the save will write whenever it gets to run —"
                + " into the store the next test has just set up (lesson 003's URLProtocolStub race). Work in"
                + " a `Task { }` belongs to nobody: nothing waits for it, nothing cancels it. \(loader): see"
                + " Exercises/Exercise7/README.md, hint 1."
        case .cancellationDidNotReachTheWork:
            return "The save outlived load(): load() was cancelled while it waited, and its save kept waiting for"
                + " the store. Waiting for a `Task { }` (a sleep, or `await task.value`) is not owning it: a"
                + " cancelled screen, or a test that gives up, leaves the save running. \(loader): see"
                + " Exercises/Exercise7/README.md, hint 2."
        case .returnedAfterEndingItsWork, .workEndedWhileTheCallWaited:
            return "load() cancelled its own save: the save had reached a slow store (it took"
                + " \(Exercise7Scenario.slowStore)), nobody cancelled load(), and the save was cancelled before the store"
                + " answered — the offline copy is silently lost. An `async let` that is never awaited is cancelled"
                + " (and then awaited) when its scope ends; a save raced against a timer is cancelled when the timer"
                + " wins. A slow disk is still a disk: await the save. \(loader): see Exercises/Exercise7/README.md, hint 2."
        case .workNeverStarted:
            return "load() never saved the catalog: the store's save() was not called within"
                + " \(SafetyNet.defaultLimit). load() must"
                + " still save what it loaded (for offline use). \(loader): see Exercises/Exercise7/README.md, hint 3."
        case .callNeverSettled, .callDidNotReturnAfterCancellation:
            return "The proof could not finish: \(outcome). \(loader) should await the store's save() and return."
                + " See Exercises/Exercise7/README.md, hint 3."
        }
    }

    static func loadedAndSaved(returned: [Product], saved: [CachedProducts], expected: CachedProducts) -> String? {
        guard returned != expected.products || saved != [expected] else { return nil }
        return "load() must return the remote's products and save them once, stamped with the clock's time:"
            + " it returned \(returned.map(\.id)) and saved \(saved.map { "\($0.products.map(\.id)) at \($0.timestamp)" }),"
            + " expected \(expected.products.map(\.id)) at \(expected.timestamp). \(loader): see Exercises/Exercise7/README.md, hint 3."
    }

    static func networkFailure(thrown: (any Error)?, saves: Int) -> String? {
        guard !(thrown as? CatalogError == .connectivity && saves == 0) else { return nil }
        return "When the network fails, load() must throw the network's error and save nothing: it threw"
            + " \(thrown.map { "\($0)" } ?? "nothing") and saved \(saves) time(s). \(loader): see Exercises/Exercise7/README.md."
    }

    static func neverReturned(_ circumstance: String) -> String {
        "load() never returned within \(SafetyNet.defaultLimit) \(circumstance): is it waiting for something nobody"
            + " answers (a continuation never resumed, a task waiting for itself)? \(loader)."
    }

    /// - Parameter error: what load() threw; `nil` when it never returned.
    static func failedSaveFailedTheLoad(_ error: (any Error)?) -> String {
        "A failed save failed the load: load() \(error.map { "threw \($0)" } ?? "never returned (within \(SafetyNet.defaultLimit))") because the store could not save. The user"
            + " asked for products and the network gave them; the offline copy is a bonus (lesson 001)."
            + " Ignore the save's error (`try?`). \(loader): see Exercises/Exercise7/README.md, hint 3."
    }

    /// The contract's model disagreed: what the smallest scenario shows, in the clause's words.
    static func contractDisagrees(_ report: ModelCheckReport) -> String? {
        ContractWords.disagreement(report, exercise: 7, read: "\(loader): see Exercises/Exercise7/README.md, the contract and hints 1–3.")
    }
}
