// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 3
// kind: unstructured-task
// idea: I hop to the main actor with `Task { @MainActor in }` to build the line where the conformance holds, then hand it back to the log.
// why: `record(_:)` returns before the task runs, so `lines()` can come back missing lines, and separate tasks from one caller can append out of order.

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

    /// Records `value` as Swift prints it — formatted on the main actor, where conformances hold.
    public func record(_ value: some Sendable) {
        Task { @MainActor in
            let line = "\(value)"
            await self.append(line)
        }
    }

    private func append(_ line: String) {
        recorded.append(line)
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
