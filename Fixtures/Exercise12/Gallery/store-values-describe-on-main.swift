// gallery: correct
// replaces: CheckoutDiagnostics.swift
// kind: alternative
// idea: The log keeps the Sendable values themselves and only turns them into text when `lines()` is asked, on the main actor, where the summary's conformance holds.
// why: Each record appends exactly one value in order, and formatting happens in `MainActor.run`, so the interpolation's casts (also through arrays and optionals) see the main-actor conformance and write the masked description.

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
    /// What was recorded, as recorded; described only when read.
    private var entries: [any Sendable] = []

    public init() {}

    /// Records `value`; it is written as Swift prints it when the lines are read.
    public func record(_ value: some Sendable) {
        entries.append(value)
    }

    /// Every line recorded, oldest first — described on the main actor, where the app's
    /// main-actor conformances (such as `CheckoutSummary: CustomStringConvertible`) hold.
    public func lines() async -> [String] {
        let snapshot = entries
        return await MainActor.run {
            snapshot.map { "\($0)" }
        }
    }
}
