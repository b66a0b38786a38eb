// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 5
// kind: escape-hatch
// idea: I made the whole struct nonisolated so its conformance holds everywhere, and added `@unchecked Sendable` to be sure the log actor may take it.
// why: The log now writes the masked text, but `@unchecked Sendable` is an escape hatch the contract forbids, and it is needless: two `let`s of Sendable types are checked Sendable already.

import Catalog

/// What the checkout screen shows of the basket, and what the diagnostics log records of it.
nonisolated public struct CheckoutSummary: @unchecked Sendable, CustomStringConvertible {
    public let itemCount: Int
    /// The whole card number: the summary needs its last four digits, a log must never hold it.
    public let cardNumber: String

    public init(itemCount: Int, cardNumber: String) {
        self.itemCount = itemCount
        self.cardNumber = cardNumber
    }

    /// The summary with the card masked: the only way it may be shown or logged.
    public var description: String {
        "Checkout(\(itemCount) \(itemCount == 1 ? "item" : "items"), card •••• \(cardNumber.suffix(4)))"
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
