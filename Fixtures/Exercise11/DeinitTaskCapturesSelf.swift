// Compile-fail fixture, Exercise 11, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency. (In Swift 5 mode it is a warning.)
//
// A nonisolated `deinit` that cannot call `disappear()` might start a task on the main actor to
// call it there: the task would use `self` after the deinit has returned and the object is gone.
// Its twin cancels the `Task` the model keeps in a stored property, which a nonisolated deinit
// may do (`Task.cancel()` may be called from anywhere), and compiles.
final class CatalogScreenModel {
    private var loading: Task<Void, Never>?

    func disappear() {
        loading?.cancel()
        loading = nil
    }

    deinit {
        Task { @MainActor in self.disappear() }  // expected-error {{capture of 'self' in a closure that outlives deinit}}
    }
}
