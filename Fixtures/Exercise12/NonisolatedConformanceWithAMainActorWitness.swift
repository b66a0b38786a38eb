// Compile-fail fixture, Exercise 12, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency. (In Swift 5 mode it is silent; a warning with complete checking.)
//
// The tempting fix: say `nonisolated` on the conformance (SE-0470) and stop there. The type is
// still `@MainActor` (SE-0466), and so is `description`, the member that implements the
// requirement: a conformance that holds everywhere cannot be implemented by main-actor code. Its
// twin says `nonisolated var description` too, and compiles. The compiler's own two suggestions
// are no fix: `@MainActor` is the isolated conformance this exercise starts from, and
// `@preconcurrency` stops the process when the log reads the description off the main actor
// (both in the exercise's gallery).
struct CheckoutSummary: Sendable {
    let itemCount: Int
    let cardNumber: String
}

// expected-error@+3 {{conformance of 'CheckoutSummary' to protocol 'CustomStringConvertible' crosses into main actor-isolated code and can cause data races}}
// expected-note@+2 {{isolate this conformance to the main actor with '@MainActor'}}
// expected-note@+1 {{turn data races into runtime errors with '@preconcurrency'}}
extension CheckoutSummary: nonisolated CustomStringConvertible {
    var description: String {  // expected-note {{main actor-isolated property 'description' cannot satisfy nonisolated requirement}}
        "Checkout(\(itemCount) items, card •••• \(cardNumber.suffix(4)))"
    }
}
