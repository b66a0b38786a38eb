// Compile-fail fixture, Exercise 3, compiled in Swift 6 mode (the lab's own settings).
//
// A main-actor class's `deinit` is nonisolated (SE-0371): it runs wherever the last reference
// is dropped — a test's cleanup, a background task that held the loader — so it may read the
// class's own stored properties (as `ProductLoader`'s `task?.cancel()` does) but not call its
// main-actor methods. Its twin says `isolated deinit` (Swift 6.2): the deinit then runs on the
// main actor, and the same call compiles.
@MainActor
final class ProductLoader {
    private var task: Task<Void, Never>?

    func stopLoading() {
        // expected-note@-1 {{calls to instance method 'stopLoading()' from outside of its actor context are implicitly asynchronous}}
        task?.cancel()
        task = nil
    }

    deinit {
        stopLoading()  // expected-error {{call to main actor-isolated instance method 'stopLoading()' in a synchronous nonisolated context}}
    }
}
