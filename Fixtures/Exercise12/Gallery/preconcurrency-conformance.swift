// gallery: wrong
// replaces: CheckoutDiagnostics.swift
// clause: 1
// kind: wrong-actor
// idea: I tried `nonisolated CustomStringConvertible` and the compiler offered two fixes; I took "turn data races into runtime errors with '@preconcurrency'", which compiles.
// why: a @preconcurrency conformance holds everywhere but its description still belongs to the main actor, and Swift checks that when it is called: the log reads it on its own actor and the process stops ("turn data races into runtime errors", as the fix-it said).

import Catalog

// The checkout's summary and the log it is recorded in: one file, because what goes wrong is
// between the two.

/// What the checkout screen shows of the basket, and what the diagnostics log records of it.
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings: the struct says
/// no actor, so it is `@MainActor` (SE-0466) — `Sendable` does not change that — and so is what it
/// declares, `description` included.
public struct CheckoutSummary: Sendable {
    public let itemCount: Int
    /// The whole card number: the summary needs its last four digits, a log must never hold it.
    public let cardNumber: String

    public init(itemCount: Int, cardNumber: String) {
        self.itemCount = itemCount
        self.cardNumber = cardNumber
    }

}

extension CheckoutSummary: @preconcurrency CustomStringConvertible {
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
        recorded.append("\(value)")
    }

    /// Every line recorded, oldest first.
    public func lines() -> [String] {
        recorded
    }
}
