// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 1
// kind: wrong-actor
// idea: The conformance only holds on the main actor, so I told Swift the formatting runs on the main actor with `MainActor.assumeIsolated` and now the cast sees it.
// why: `record(_:)` runs on the DiagnosticsLog actor's executor, never the main one, so `assumeIsolated` traps at run time on every record instead of writing the masked line.

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
        // The conformance is main-actor, so format where it holds.
        let line = MainActor.assumeIsolated {
            "\(value)"
        }
        recorded.append(line)
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
