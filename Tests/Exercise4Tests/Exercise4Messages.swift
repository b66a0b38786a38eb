import Catalog
import LabKit

/// What the Exercise 4 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise4Messages {
    static let repository = "Exercises/Exercise4/CachedProductRepository.swift"
    static let store = "Exercises/Exercise4/InMemoryProductStore.swift"

    static func failedSaveFailedTheLoad(_ error: any Error) -> String {
        "A failed cache save failed the load: the network answered with the catalog, the store could not"
            + " save it, and loadAll() threw \(error) instead of returning the products. The cache is a side"
            + " effect; the user asked for products. \(repository): see Exercises/Exercise4/README.md, hint 1."
    }

    static func olderCatalogWon(_ report: ExplorationReport) -> String? {
        guard let failure = report.failureMessage else { return nil }
        return "An older catalog overwrote a newer one: the cache must end with the catalog of the load that"
            + " started last, whatever order the answers arrive in. \(failure)\n"
            + "\(repository) stamps each catalog with a time, and \(store) decides which save wins:"
            + " see Exercises/Exercise4/README.md, hint 2 (then 3)."
    }
}
