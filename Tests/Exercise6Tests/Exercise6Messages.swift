import Foundation
import LabKit

/// What the Exercise 6 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise6Messages {
    static let coordinator = "Exercises/Exercise6/CatalogSyncCoordinator.swift"
    static let listing = "Exercises/Exercise6/CatalogListing.swift"

    static func sequential(pricesAsked: Int, stockAsked: Int) -> String {
        "Fetched one after another: products failed before prices had been asked for (prices asked"
            + " \(pricesAsked) time(s), stock \(stockAsked)). Products, prices and stock do not need each"
            + " other, so all three should be in flight at once. \(coordinator): see"
            + " Exercises/Exercise6/README.md, hint 2."
    }

    static func leftRunning(failed: Exercise6Scenario.Fetch, stillWaiting: [Exercise6Scenario.Fetch]) -> String {
        "A fetch outlived sync(): \(failed.rawValue) failed and sync() returned, but"
            + " \(stillWaiting.map(\.rawValue).joined(separator: " and ")) was still waiting for the network, in a task"
            + " nobody owns (it holds the coordinator too). When one fetch fails, the others must be cancelled before"
            + " sync() returns. \(coordinator): see Exercises/Exercise6/README.md, hint 2."
    }

    static func errorNotShown(failed: Exercise6Scenario.Fetch, shown: String?) -> String {
        "When one fetch fails, the screen must show its error: \(failed.rawValue) failed with no connection, and the"
            + " screen says \(shown.map { "\"\($0)\"" } ?? "nothing") instead of \"No connection. Showing nothing new.\""
            + " \(coordinator)."
    }

    static let cancelledSyncDidNotReturn =
        "A fetch outlived a cancelled sync(): the screen went away (sync() was cancelled) while every fetch was in"
            + " flight, and sync() did not return within \(SafetyNet.defaultLimit) — it waits for fetches that nobody cancelled"
            + " (a `Task.detached` does not inherit cancellation; `await task.value` does not pass it on)."
            + " Child tasks (`async let`, a task group) are cancelled with their parent. \(coordinator): see"
            + " Exercises/Exercise6/README.md, hint 2."

    static func leftRunningAfterCancellation(_ stillWaiting: [Exercise6Scenario.Fetch]) -> String {
        "A fetch outlived a cancelled sync(): the screen went away (sync() was cancelled) and sync() returned, but"
            + " \(stillWaiting.map(\.rawValue).joined(separator: " and ")) was still waiting for the network. Cancelling"
            + " sync() must cancel every fetch it started: make them child tasks (`async let`, a task group)."
            + " \(coordinator): see Exercises/Exercise6/README.md, hint 2."
    }

    static func changedUnderTheScreen(shown: Decimal, expected: Decimal) -> String {
        "The screen's listing changed under it: the main actor kept a listing whose first price was"
            + " \(expected); the background actor applied a discount and that same listing now says \(shown)."
            + " Both actors held one instance of a class: whatever one changes, the other sees, at any"
            + " moment (a data race the compiler was told to ignore). \(listing): see"
            + " Exercises/Exercise6/README.md, hint 1."
    }
}
