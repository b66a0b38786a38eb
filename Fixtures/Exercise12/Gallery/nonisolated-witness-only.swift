// gallery: correct
// replaces: CheckoutDiagnostics.swift
// kind: alternative
// idea: Only description needs to run off the main actor, so I mark it nonisolated and leave the rest alone.
// why: with its one witness nonisolated the conformance is not inferred isolated (SE-0470 infers isolation from the witnesses): it holds everywhere.

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
    public nonisolated var description: String {
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
        recorded.append("\(value)")
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
