import Foundation

/// The current time, injected (lesson 001): code that asks `Date()` directly cannot be
/// tested at 299 s and at 300 s.
///
/// Inside a module that imports `Catalog`, this `Clock` shadows the standard library's
/// `Clock` protocol; write `_Concurrency.Clock` when you mean that one.
public protocol Clock: Sendable {
    func now() -> Date
}

/// The wall clock, for the app. Tests use a manual clock (see `LabKit.ManualClock`).
public struct SystemClock: Clock {
    public init() {}

    public func now() -> Date { Date() }
}
