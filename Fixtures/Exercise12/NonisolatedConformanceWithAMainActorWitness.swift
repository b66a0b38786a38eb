// Compile-fail fixture, Exercise 12, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// The tempting fix: say `nonisolated` on the conformance (SE-0470) and stop there. The type is
// still `@MainActor` (SE-0466), and so is `description`, the member that implements the
// requirement: a conformance that holds everywhere cannot be implemented by main-actor code. Its
// twin says `nonisolated var description` too, and compiles.
struct CheckoutSummary: Sendable {
    let itemCount: Int
    let cardNumber: String
}

extension CheckoutSummary: nonisolated CustomStringConvertible {  // expected-error {{conformance of 'CheckoutSummary' to protocol 'CustomStringConvertible' crosses into main actor-isolated code and can cause data races}}
    var description: String {
        "Checkout(\(itemCount) items, card •••• \(cardNumber.suffix(4)))"
    }
}
