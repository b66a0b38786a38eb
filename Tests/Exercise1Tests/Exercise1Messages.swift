import Catalog

/// What the Exercise 1 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise1Messages {
    static let file = "Exercises/Exercise1/InMemoryProductCache.swift"

    static func lostLookups(counted: CacheStatistics, made: Int) -> String {
        "Lost updates: \(made) lookups were made at the same time from several tasks, but"
            + " InMemoryProductCache counted \(counted.lookups) (\(counted.hits) hits + \(counted.misses) misses):"
            + " \(made - counted.lookups) increments were lost because two threads changed `hits` at once."
            // The student's file is named, not declared, here:
            + " \(file) is `@unchecked Sendable` and nothing serialises its state."
            + " See Exercises/Exercise1/README.md, hint 1."
    }
}

/// The stress shape both suites use: 4 workers released together, each doing many lookups.
enum Exercise1Stress {
    static let workers = 4
    static let iterations = 200_000
}
