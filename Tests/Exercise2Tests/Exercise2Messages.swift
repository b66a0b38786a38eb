import Catalog

/// What the Exercise 2 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise2Messages {
    static let file = "Exercises/Exercise2/SessionProductStore.swift"

    static func resurrectedAfterClear(_ products: [Product]) -> String {
        "Sign-out was undone: clear() ran while refresh(from:) was suspended at its `await`, then"
            + " the refresh resumed and wrote \(products.count) product(s) back. The store should stay empty."
            + " \(file) writes after the `await` without checking that nothing happened meanwhile."
            + " See Exercises/Exercise2/README.md, hint 1."
    }

    static func staleOverwrite(shown: [Product], expected: [Product]) -> String {
        "Stale data won: refresh A started first, refresh B started later and finished first, then A"
            + " resumed and overwrote B's newer products \(ids(expected)) with its older \(ids(shown))."
            + " \(file) lets an older refresh write after a newer one. See Exercises/Exercise2/README.md, hint 2."
    }

    private static func ids(_ products: [Product]) -> String {
        "[" + products.map(\.id).joined(separator: ", ") + "]"
    }
}
