// Compile-fail fixture, Exercise 11, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency. (In Swift 5 mode it is silent; a warning with complete checking.)
//
// The screen model says no actor, so it is `@MainActor` (SE-0466), and so is `disappear()`. Its
// `deinit` is not: a deinit is nonisolated unless it says `isolated` (SE-0371), so it cannot call
// the model's main-actor methods. Its twin says `isolated deinit` and compiles. The rule is
// Exercise 3's (`Fixtures/Exercise3/DeinitCallsAMainActorMethod.swift`, a class that says
// `@MainActor`); what is new here is a class that says no actor: in Swift 5 mode the same
// deinit is not even a warning with minimal checking, where Exercise 3's is an error.
final class CatalogScreenModel {
    private var loading: Task<Void, Never>?

    func disappear() {  // expected-note {{calls to instance method 'disappear()' from outside of its actor context are implicitly asynchronous}}
        loading?.cancel()
        loading = nil
    }

    deinit {
        disappear()  // expected-error {{call to main actor-isolated instance method 'disappear()' in a synchronous nonisolated context}}
    }
}
