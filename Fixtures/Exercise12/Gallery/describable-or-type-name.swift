// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 1
// kind: other
// idea: I fixed the conformance with nonisolated, and to make sure reflection can never leak a secret again the log only writes a `description` and otherwise just the type's name.
// why: `as? any CustomStringConvertible` looks inside an `Optional`: an optional summary is logged as the bare summary, not as Swift prints an optional ("Optional(Checkout(…))", clause 1 names the optional); and values without `CustomStringConvertible` (a catalog `Product`) are logged as a bare type name instead of as Swift prints them.

import Catalog

/// What the checkout screen shows of the basket, and what the diagnostics log records of it.
public struct CheckoutSummary: Sendable, nonisolated CustomStringConvertible {
    public let itemCount: Int
    /// The whole card number: the summary needs its last four digits, a log must never hold it.
    public let cardNumber: String

    public init(itemCount: Int, cardNumber: String) {
        self.itemCount = itemCount
        self.cardNumber = cardNumber
    }

    /// The summary with the card masked: the only way it may be shown or logged.
    public nonisolated var description: String {
        "Checkout(\(itemCount) \(itemCount == 1 ? "item" : "items"), card •••• \(cardNumber.suffix(4)))"
    }
}

/// The app's diagnostics log.
public actor DiagnosticsLog {
    private var recorded: [String] = []

    public init() {}

    /// Records `value` by its `description`; never by reflection.
    public func record(_ value: some Sendable) {
        if let describable = value as? any CustomStringConvertible {
            recorded.append(describable.description)
        } else {
            recorded.append("<\(type(of: value))>")
        }
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
