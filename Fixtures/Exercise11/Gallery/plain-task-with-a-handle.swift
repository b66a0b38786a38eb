// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 1
// kind: unstructured-task
// idea: The bug is the handle nobody keeps, so I keep it in a property, cancel it in disappear() and in an isolated deinit, and start the load with the plain Task { } I know, holding self weakly.
// why: a Task { } is enqueued and runs later: appear() returns with the spinner off, and the screen draws a frame without it (and the task has no name) — the reason the model started it with Task.immediate(name:) in the first place.

import Catalog
import Observation

/// The catalog screen's model.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    /// What the screen shows.
    public private(set) var products: [Product] = []
    /// Whether the screen shows its spinner.
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    /// The load `appear()` started, until it ends or is cancelled: the model owns it.
    @ObservationIgnored private var loading: Task<Void, Never>?

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The screen comes on screen: the spinner at once, and the catalog.
    public func appear() {
        loading?.cancel()
        // `[weak self]`, and the repository captured on its own: while the load waits, nothing
        // but the screen keeps the model alive.
        loading = Task { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            // A cancelled load (the screen went away, or appeared again) changes nothing.
            guard let self, !Task.isCancelled else { return }
            isLoading = false
            if let loaded { products = loaded }
            loading = nil
        }
    }

    /// The screen goes away: its load ends with it.
    public func disappear() {
        loading?.cancel()
        loading = nil
        isLoading = false
    }

    /// Runs on the main actor (SE-0371), so it may call `disappear()`: the screen let go of the
    /// model, and the load it started is cancelled with it.
    isolated deinit {
        disappear()
    }
}
