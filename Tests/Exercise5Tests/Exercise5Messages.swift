import Catalog
import Exercise5
import LabKit

/// What the Exercise 5 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise5Messages {
    static let logger = "Exercises/Exercise5/InMemoryLogger.swift"
    static let logging = "Exercises/Exercise5/LoggingProductRepository.swift"
    static let interceptor = "Exercises/Exercise5/CacheSavingInterceptor.swift"

    /// The message for the probe's outcomes, or `nil` when the logger's calls took turns.
    static func loggerExclusivity(_ outcomes: [ExclusivityOutcome]) -> String? {
        guard let first = outcomes.first(where: \.isOverlap) else {
            if case let .heldCallRanOnMainActor(call, _)? = outcomes.first(where: { !$0.isSerialised }) {
                return "InMemoryLogger runs on the main actor: `\(call)` stamped its line on the main queue. Every"
                    + " load, on any thread, would wait for the UI to log a line. Lesson 001: «No metas `@MainActor`"
                    + " en almacenamiento por “silenciar warnings”. Aísla donde corresponde.» \(logger) needs"
                    + " isolation of its own. See Exercises/Exercise5/README.md, hint 2."
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

    static func wallClockDurations(logged: [String], expected: [String]) -> String {
        "The log's durations do not come from the injected clock: the loads took 2.0 s and 6.0 s on the"
            + " test's clock, but the log says \(logged). \(logging) times the load with `Date()`, the wall"
            + " clock, so no test can check a duration and a clock change on the phone corrupts them."
            + " Expected \(expected). See Exercises/Exercise5/README.md, hint 2."
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
}
