// Compile-fail fixture, Exercise 11, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// A plain `deinit` may cancel the `Task` the model keeps — if the model keeps it in a stored
// property. In an `@Observable` class every `var` the macro observes becomes a computed property
// of the class, main-actor isolated like the class, so the nonisolated deinit cannot read it. Its
// twin marks the handle `@ObservationIgnored` (nothing on screen depends on it): a stored property
// again, and the deinit compiles.
import Observation

@Observable
final class CatalogScreenModel {
    private(set) var isLoading = false
    private var loading: Task<Void, Never>?  // expected-note {{property declared here}}

    deinit {
        loading?.cancel()  // expected-error {{main actor-isolated property 'loading' can not be referenced from a nonisolated context}}
    }
}
