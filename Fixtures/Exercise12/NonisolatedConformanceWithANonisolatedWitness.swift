// Compiles in Swift 6 mode with Xcode 26's concurrency settings: the twin of
// `NonisolatedConformanceWithAMainActorWitness.swift`. The conformance and its witness both say
// `nonisolated`; `description` reads only `let`s of Sendable types, which nonisolated code of a
// main-actor value type may read.
struct CheckoutSummary: Sendable {
    let itemCount: Int
    let cardNumber: String
}

extension CheckoutSummary: nonisolated CustomStringConvertible {
    nonisolated var description: String {
        "Checkout(\(itemCount) items, card •••• \(cardNumber.suffix(4)))"
    }
}
