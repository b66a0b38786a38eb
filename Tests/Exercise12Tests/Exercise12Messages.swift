/// What the Exercise 12 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise12Messages {
    static let summary = "Exercises/Exercise12/CheckoutDiagnostics.swift"

    /// Clause 1, in the proof's own words: the log printed the summary without its description.
    static func leaked(_ line: String, expected: String, by caller: String) -> String {
        "The log recorded a checkout summary \(caller) as “\(line)”, not as its description says (“\(expected)”)"
            + (line.contains("cardNumber") ? ": the whole card number is in the log." : ".")
            + " Swift found no `description` there: the summary is a main-actor type, so its conformance to"
            + " `CustomStringConvertible` is main-actor isolated (SE-0470) and holds only on the main actor — the log, an"
            + " actor of its own, prints it as a type with no description. \(summary): see Exercises/Exercise12/README.md, hint 1."
    }

    /// Clause 4.
    static func changedOnTheMainActor(_ shown: String, expected: String) -> String {
        "On the main actor a checkout summary's description must stay “\(expected)”; it is “\(shown)”. \(summary)."
    }
}
