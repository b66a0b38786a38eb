// Compiles in Swift 6 mode with Xcode 26's concurrency settings: the twin of
// `NonisolatedDeinitCallsAMainActorMethod.swift`. An `isolated deinit` (SE-0371) runs on the
// model's actor — at once when the last reference goes away on the main actor, enqueued there
// when it goes away anywhere else — so it may call `disappear()`.
final class CatalogScreenModel {
    private var loading: Task<Void, Never>?

    func disappear() {
        loading?.cancel()
        loading = nil
    }

    isolated deinit {
        disappear()
    }
}
