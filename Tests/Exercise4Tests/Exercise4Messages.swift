import Catalog
import LabKit

/// What the Exercise 4 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise4Messages {
    static let repository = "Exercises/Exercise4/CachedProductRepository.swift"
    static let store = "Exercises/Exercise4/InMemoryProductStore.swift"

    /// - Parameter error: what loadAll() threw; `nil` when it never returned.
    static func failedSaveFailedTheLoad(_ error: (any Error)?) -> String {
        "A failed cache save failed the load: the network answered with the catalog, the cache could neither"
            + " save nor be read, and loadAll() \(error.map { "threw \($0)" } ?? "never returned (within \(SafetyNet.defaultLimit))")"
            + " instead of returning the products. The cache is a side effect; the user asked for products."
            + " \(repository): see Exercises/Exercise4/README.md, hint 1."
    }

    static func staleServedAsFresh(_ served: [Product]) -> String {
        "Stale data served as fresh: the cache was 200 s old when the request started, the network took 150 s"
            + " to fail, and loadAll() returned the cache (\(served.map(\.id))) although it was 350 s old by then"
            + " (maxAge 300 s). A reading of the clock is a fact about one moment: read it again when you decide."
            + " \(repository): see Exercises/Exercise4/README.md, hint 2."
    }

    static func olderCatalogWon(_ report: ExplorationReport) -> String? {
        guard let failure = report.failureMessage else { return nil }
        return "An older catalog overwrote a newer one: the cache must end with the catalog of the load that"
            + " started last, whatever order the answers arrive in. \(failure)\n"
            + (report.simplestFailure.map { "Replay it alone, the tests unchanged: swift run lab replay 4 \"\($0.replay)\"\n" } ?? "")
            + "\(repository) stamps each catalog with a time, and \(store) decides which save wins:"
            + " see Exercises/Exercise4/README.md, hint 2 (then 3)."
    }

    /// The contract's model disagreed: what the smallest scenario shows, in the clause's words.
    static func contractDisagrees(_ report: ModelCheckReport) -> String? {
        ContractWords.disagreement(report, exercise: 4, read: "\(repository) and \(store): see Exercises/Exercise4/README.md, the contract and hints 1–3.")
    }
}
