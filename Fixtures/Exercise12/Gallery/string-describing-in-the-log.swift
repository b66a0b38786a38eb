// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 1
// kind: other
// idea: Interpolation must be what loses the description, so the log asks for it by name with String(describing:).
// why: String(describing:) makes the same dynamic cast to CustomStringConvertible as interpolation: off the main actor the isolated conformance does not match, and the summary is printed by reflection.

import Catalog

// The checkout's summary and the log it is recorded in: one file, because what goes wrong is
// between the two.

/// What the checkout screen shows of the basket, and what the diagnostics log records of it.
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings: the struct says
/// no actor, so it is `@MainActor` (SE-0466) — `Sendable` does not change that — and so is what it
/// declares, `description` included.
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

/// The app's diagnostics log: each screen records what it did, from wherever its code runs, and
/// support reads the lines. An actor, because many tasks record at once.
public actor DiagnosticsLog {
    private var recorded: [String] = []

    public init() {}

    /// Records `value` as Swift prints it — for a type with a `description`, that text.
    public func record(_ value: some Sendable) {
        recorded.append(String(describing: value))
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
