// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 1
// kind: partial
// idea: The log can't see the protocol conformance, but it can still cast to the concrete `CheckoutSummary` type, so I check for that and mask it with a nonisolated helper.
// why: Only a bare summary is caught; an array or an optional of summaries still goes through interpolation, whose per-element conformance cast fails off the main actor and prints the whole card number.

import Catalog

/// What the checkout screen shows of the basket, and what the diagnostics log records of it.
public struct CheckoutSummary: Sendable, CustomStringConvertible {
    public let itemCount: Int
    /// The whole card number: the summary needs its last four digits, a log must never hold it.
    public let cardNumber: String

    public init(itemCount: Int, cardNumber: String) {
        self.itemCount = itemCount
        self.cardNumber = cardNumber
    }

    /// The masking itself, callable from any actor: it reads only its arguments.
    nonisolated static func masked(itemCount: Int, cardNumber: String) -> String {
        "Checkout(\(itemCount) \(itemCount == 1 ? "item" : "items"), card •••• \(cardNumber.suffix(4)))"
    }

    /// The summary with the card masked: the only way it may be shown or logged.
    public var description: String {
        Self.masked(itemCount: itemCount, cardNumber: cardNumber)
    }
}

/// The app's diagnostics log.
public actor DiagnosticsLog {
    private var recorded: [String] = []

    public init() {}

    /// Records `value` as Swift prints it; a checkout summary is always masked.
    public func record(_ value: some Sendable) {
        if let summary = value as? CheckoutSummary {
            recorded.append(CheckoutSummary.masked(itemCount: summary.itemCount,
                                                   cardNumber: summary.cardNumber))
        } else {
            recorded.append("\(value)")
        }
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
