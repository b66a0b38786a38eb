// Compiles in Swift 6 mode with Xcode 26's concurrency settings: the twin of
// `DeinitReadsAnObservedHandle.swift`. `@ObservationIgnored` leaves the handle a stored property,
// which a nonisolated deinit of a main-actor class may read, and `Task.cancel()` may be called
// from anywhere.
import Observation

@Observable
final class CatalogScreenModel {
    private(set) var isLoading = false
    @ObservationIgnored private var loading: Task<Void, Never>?

    deinit {
        loading?.cancel()
    }
}
