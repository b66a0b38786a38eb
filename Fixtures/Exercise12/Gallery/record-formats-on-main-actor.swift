// gallery: correct
// replaces: CheckoutDiagnostics.swift
// kind: alternative
// idea: Instead of touching the summary, the log awaits `MainActor.run` to build each line where the app's conformances hold, then appends it on its own actor.
// why: The interpolation's dynamic cast now runs on the main actor, so it finds the isolated conformance (also for elements of arrays and optionals); each caller awaits its record, so its lines keep their order.

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

    /// Records `value` as Swift prints it on the main actor, where this app's types'
    /// conformances (main-actor by default) hold.
    public func record(_ value: some Sendable) async {
        let line = await MainActor.run { "\(value)" }
        recorded.append(line)
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
