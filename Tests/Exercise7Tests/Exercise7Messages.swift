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
        case .returnedAfterEndingItsWork:
            return "load() cancelled its own save: the save had started, and load() returned before it finished,"
                + " without it. An `async let` that is never awaited is cancelled when its scope ends. Await the"
                + " save. \(loader): see Exercises/Exercise7/README.md, hint 2."
        case .workNeverStarted:
            return "load() never saved the catalog: the store's save() was not called within 10 s. load() must"
                + " still save what it loaded (for offline use). \(loader): see Exercises/Exercise7/README.md, hint 3."
        case .callNeverSettled, .callDidNotReturnAfterCancellation:
            return "The proof could not finish: \(outcome). \(loader) should await the store's save() and return."
                + " See Exercises/Exercise7/README.md, hint 3."
        }
    }

    static func failedSaveFailedTheLoad(_ error: any Error) -> String {
        "A failed save failed the load: load() threw \(error) because the store could not save. The user"
            + " asked for products and the network gave them; the offline copy is a bonus (lesson 001)."
            + " Ignore the save's error (`try?`). \(loader): see Exercises/Exercise7/README.md, hint 3."
    }
}
