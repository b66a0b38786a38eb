import Exercise9
import LabKit

/// What the Exercise 9 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise9Messages {
    static let builder = "Exercises/Exercise9/ListingBuilder.swift"

    /// Clause 2: the rows laid out on the main queue, or `nil` when none was.
    static func builtOnTheMainActor(_ rows: [RowRendererSpy.Row]) -> String? {
        let onMain = rows.filter(\.onMainQueue)
        guard !onMain.isEmpty else { return nil }
        return "The listing was built on the main actor: \(onMain.count) of \(rows.count) rows were laid out on the"
            + " main queue while the screen waited. With approachable concurrency (NonisolatedNonsendingByDefault,"
            + " SE-0461) a `nonisolated async` function runs on its caller's actor, and the screen is on the"
            + " main actor. \(builder): see Exercises/Exercise9/README.md, hint 1."
    }

    static let neverBuilt = "The screen showed no rows: build(_:) never asked the renderer for one. \(builder)."

    static func rowsInNameOrder(shown: [ListingRow], expected: [ListingRow]) -> String? {
        guard shown != expected else { return nil }
        return "The screen must show every product's row in name order: it shows \(shown.map(\.id)), expected"
            + " \(expected.map(\.id)). \(builder)."
    }

    /// Clause 3: the probe's outcome, or `nil` when two builds were inside at once (or the
    /// build ran in a task of its own, where the probe cannot hold it: clause 4's business).
    static func buildsTookTurns(_ outcome: ExclusivityOutcome) -> String? {
        switch outcome {
        case .overlap, .overlapAtAwait, .heldCallLeftItsThread:
            return nil
        case .queued, .blocked:
            return "Two builds took turns: \(outcome). A stateless actor does get the work off the main actor, but"
                + " it also lets one caller in at a time — a second screen waits for the first one's listing, though"
                + " the two share nothing. `@concurrent` (SE-0461) says just \"off my caller's actor\". \(builder):"
                + " see Exercises/Exercise9/README.md, hint 2."
        case .heldCallRanOnMainActor:
            return "Two builds took turns: \(outcome), and everything on the main actor runs one job at a time. \(builder):"
                + " see Exercises/Exercise9/README.md, hint 1."
        case .heldCallNeverReachedCheckpoint:
            return "The proof could not hold a build inside the renderer: \(outcome). build(_:) must lay out every row"
                + " with the renderer. \(builder)."
        }
    }

    /// Clause 4: what the cancelled show left behind, or `nil` when it stopped at once.
    static func cancelledShow(rowsAfterCancellation: Int, shown: [ListingRow], before: [ListingRow]) -> String? {
        if rowsAfterCancellation > 0 {
            return "show(_:) was cancelled while the first row was laid out, and the build went on for"
                + " \(rowsAfterCancellation) more row(s): the cancellation never reached it. Work in a task of its"
                + " own (`Task.detached`, `Task { }`) is not cancelled with the caller that awaits it. \(builder):"
                + " see Exercises/Exercise9/README.md, hint 2."
        }
        guard shown == before else {
            return "A cancelled show(_:) must keep what the screen showed (\(before.map(\.id))); it shows"
                + " \(shown.map(\.id)). \(builder)."
        }
        return nil
    }

    static func neverReturned(_ call: String) -> String {
        "\(call) never returned within \(SafetyNet.defaultLimit): is the build waiting for something nobody answers? \(builder)."
    }
}
