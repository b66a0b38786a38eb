// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 1
// kind: other
// idea: The security bug is the whole card number sitting in the struct, so I keep only the last four digits; now even reflection can't leak it.
// why: The log still reflects the summary off the main actor, writing `CheckoutSummary(itemCount: 3, cardNumber: "4242")` instead of the description "Checkout(3 items, card •••• 4242)".

import Catalog

/// What the checkout screen shows of the basket, and what the diagnostics log records of it.
public struct CheckoutSummary: Sendable, CustomStringConvertible {
    public let itemCount: Int
    /// Only the last four digits of the card: the whole number is never stored.
    public let cardNumber: String

    public init(itemCount: Int, cardNumber: String) {
        self.itemCount = itemCount
        self.cardNumber = String(cardNumber.suffix(4))
    }

    /// The summary with the card masked: the only way it may be shown or logged.
    public var description: String {
        "Checkout(\(itemCount) \(itemCount == 1 ? "item" : "items"), card •••• \(cardNumber))"
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
