// The fixed twin of DeinitCallsAMainActorMethod.swift, compiled with the same settings: an
// `isolated deinit` (SE-0371, Swift 6.2) runs on the class's actor, so it may call the class's
// main-actor methods. Exercise 3's loader does not need it: its deinit only reads its own
// stored `task`, which a nonisolated deinit may.
@MainActor
final class ProductLoader {
    private var task: Task<Void, Never>?

    func stopLoading() {
        task?.cancel()
        task = nil
    }

    isolated deinit {
        stopLoading()
    }
}
