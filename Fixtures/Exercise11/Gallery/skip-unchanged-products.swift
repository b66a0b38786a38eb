// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 2
// kind: other
// idea: Reloading the same catalog redraws the whole list for nothing, so when the answer is what the screen already shows, the load returns early.
// why: the early return skips turning the spinner off too: the screen that asked again for an unchanged catalog spins for good.

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
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            // A cancelled load (the screen went away, or appeared again) changes nothing.
            guard let self, !Task.isCancelled else { return }
            if let loaded, loaded == products { return }
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
