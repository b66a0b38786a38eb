// Compiles in Swift 6 mode with Xcode 26's concurrency settings: the twin of
// `DeinitTaskCapturesSelf.swift`. A nonisolated deinit of a main-actor class may touch the
// class's own stored properties, and `Task.cancel()` may be called from anywhere, so a plain
// deinit cancels the load the model keeps — it cannot call `disappear()`, which an `isolated
// deinit` (SE-0371) can.
final class CatalogScreenModel {
    private var loading: Task<Void, Never>?

    func disappear() {
        loading?.cancel()
        loading = nil
    }

    deinit {
        loading?.cancel()
    }
}
