import Catalog
import Exercise5
import Foundation
import LabKit

/// What the Exercise 5 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise5Messages {
    static let logger = "Exercises/Exercise5/InMemoryLogger.swift"
    static let logging = "Exercises/Exercise5/LoggingProductRepository.swift"
    static let interceptor = "Exercises/Exercise5/CacheSavingInterceptor.swift"
    static let composition = "Exercises/Exercise5/ (the decorators)"

    static func failedSaveBrokeTheChain(_ what: String) -> String {
        "A failed cache save broke the chain: the network answered, the store could not save, and the"
            + " interceptor \(what) instead of the network's products. Saving is a side effect of a load that"
            + " succeeded (lesson 001): `try?` the save. \(interceptor)."
    }

    /// The message for the probe's result, or `nil` when the logger's calls took turns, whole.
    static func loggerExclusivity(_ result: Exercise5Scenario.Probe.Result) -> String? {
        if let message = loggerExclusivity(result.outcomes) { return message }
        let expected = [Exercise5Scenario.Probe.heldLine, Exercise5Scenario.Probe.waitingLine]
        guard result.linesOfTwoLogs != expected else { return nil }
        return "log(_:) is not whole: `\(expected[0])` was stamped first (the proof held it at `clock.now()` while"
            + " `\(expected[1])` waited its turn), yet the logger kept \(result.linesOfTwoLogs). Between stamping a"
            + " line and appending it, log(_:) suspended at an `await` (another actor, a task), and the waiting call"
            + " ran right there: lines land out of stamp order. Stamp and append in one piece, with no `await` between."
            + " \(logger): see Exercises/Exercise5/README.md, hint 1."
    }

    /// The message for the probe's outcomes, or `nil` when the logger's calls took turns.
    private static func loggerExclusivity(_ outcomes: [ExclusivityOutcome]) -> String? {
        guard let first = outcomes.first(where: \.isOverlap) else {
            if case let .heldCallRanOnMainActor(call, _)? = outcomes.first(where: { !$0.isSerialised }) {
                return "InMemoryLogger runs on the main actor: `\(call)` stamped its line on the main queue. Every"
                    + " load, on any thread, would wait for the UI to log a line. Lesson 001: «No metas `@MainActor`"
                    + " en almacenamiento por “silenciar warnings”. Aísla donde corresponde.» \(logger) needs"
                    + " isolation of its own. See Exercises/Exercise5/README.md, hint 2."
            }
            if case let .heldCallLeftItsThread(call, _)? = outcomes.first(where: { !$0.isSerialised }) {
                return "`\(call)` handed its work to another task: the line was stamped on a thread the proof does not"
                    + " own, after log(_:) had returned. A `Task { }` per line runs whenever: lines land out of order, or"
                    + " after entries() was read (a load's end logged before its start). log(_:) must stamp and append"
                    + " inside the call. \(logger): see Exercises/Exercise5/README.md, hint 1."
            }
            if let other = outcomes.first(where: { !$0.isSerialised }) {
                return "The proof could not hold a call inside InMemoryLogger: \(other). Keep stamping each line with"
                    + " the injected clock (`clock.now()`) in log(_:). See \(logger) and Exercises/Exercise5/README.md, hint 1."
            }
            return nil
        }
        return "Two calls were inside InMemoryLogger at once: \(first). Every composed load writes to this one"
            + " logger, so two loads append to `lines` at the same time: lines get lost or torn, and the process"
            // The annotation named in the message, not used here:
            + " can crash. \(logger) is `@unchecked Sendable`, a promise nothing keeps."
            + " See Exercises/Exercise5/README.md, hint 1."
    }

    static let overlappingLoads = "two overlapping loads through the one composed repository the app shares took 2.0 s and 6.0 s on the test's clock"
    static let slowFailure = "a load whose network failed 4.0 s after it started (on the test's clock)"

    static func wrongDurations(_ situation: String = overlappingLoads, logged: [String], expected: [String]) -> String {
        "The log's durations are wrong: \(situation), but the log says \(logged). Either \(logging) times"
            + " a load with `Date()`, the wall clock (no test can check it, and a clock change on the phone"
            + " corrupts it), or it keeps a load's start in the shared decorator, where the next load overwrites"
            + " it: per-call state belongs in the call (a local `let`). Expected \(expected)."
            + " See Exercises/Exercise5/README.md, hint 2."
    }

    static func wallClockStamp(saved: [CachedProducts], now: CachedProducts) -> String {
        "The interceptor stamped the cache with the wall clock: it saved"
            + " \(saved.map { "[\($0.products.map(\.id).joined(separator: ", "))] at \($0.timestamp)" }.joined(separator: "; "))"
            + " where the injected clock said \(now.timestamp). The cache's freshness (lesson 001) is measured"
            + " with the injected clock, so a cache stamped with `Date()` is never tested and can look fresh"
            + " or stale at random. \(interceptor): see Exercises/Exercise5/README.md, hint 2."
    }

    static func lostLines(made: Int, logged: Int) -> String {
        "Lost log lines: \(made) loads each log 2 lines, but InMemoryLogger kept \(logged) of \(made * 2)."
            + " \(logger): see Exercises/Exercise5/README.md, hint 1."
    }

    /// The contract's model disagreed: what the smallest scenario shows, in the clause's words.
    static func contractDisagrees(_ report: ModelCheckReport) -> String? {
        ContractWords.disagreement(report, exercise: 5, read: "Exercises/Exercise5/: see Exercises/Exercise5/README.md, the contract and the hints.")
    }
}
