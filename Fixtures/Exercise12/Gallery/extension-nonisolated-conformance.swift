// gallery: correct
// replaces: CheckoutDiagnostics.swift
// kind: alternative
// idea: I moved the conformance into its own extension, marked `nonisolated` there, with a `nonisolated` witness, so the struct stays main-actor but its description holds on every actor.
// why: The conformance and its witness are both nonisolated (the witness only reads Sendable `let`s), so the log's dynamic cast matches off the main actor, including inside arrays and optionals, and the screen text is unchanged.

import Catalog

/// What the checkout screen shows of the basket, and what the diagnostics log records of it.
public struct CheckoutSummary: Sendable {
    public let itemCount: Int
    /// The whole card number: the summary needs its last four digits, a log must never hold it.
    public let cardNumber: String

    public init(itemCount: Int, cardNumber: String) {
        self.itemCount = itemCount
        self.cardNumber = cardNumber
    }
}

/// A conformance that holds everywhere, not just on the main actor (SE-0470).
extension CheckoutSummary: nonisolated CustomStringConvertible {
    /// The summary with the card masked: the only way it may be shown or logged.
    public nonisolated var description: String {
        let noun = itemCount == 1 ? "item" : "items"
        return "Checkout(\(itemCount) \(noun), card •••• \(cardNumber.suffix(4)))"
    }
}

/// The app's diagnostics log.
public actor DiagnosticsLog {
    private var recorded: [String] = []

    public init() {}

    /// Records `value` as Swift prints it — for a type with a `description`, that text.
    public func record(_ value: some Sendable) {
        recorded.append("\(value)")
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
