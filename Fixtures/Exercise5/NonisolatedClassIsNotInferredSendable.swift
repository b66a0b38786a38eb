// Compile-fail fixture, Exercise 5, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// A nonisolated class is never inferred `Sendable` (SE-0302): it must say so, as Exercise 5's
// decorators do through `ProductRepository: Sendable`. A class isolated to a global actor is
// (SE-0316), `var`s and all: its twin is the same class saying nothing, which main-actor
// isolation by default makes a main-actor class, and so `Sendable`.
nonisolated final class LoadCounter {  // expected-note {{class 'LoadCounter' does not conform to the 'Sendable' protocol}}
    var loads = 0
}

nonisolated func share<Value: Sendable>(_ value: Value) {}

func shareTheCounter() {
    share(LoadCounter())  // expected-error {{type 'LoadCounter' does not conform to the 'Sendable' protocol}}
}
