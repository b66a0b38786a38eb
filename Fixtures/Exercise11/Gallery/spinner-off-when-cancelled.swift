// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 4
// kind: ignores-cancellation
// idea: A cancelled load keeps the products, but its spinner must not stay on forever, so when it was cancelled I only turn the spinner off.
// why: the load cancelled by appear() ends after the newer load has started: it turns off the spinner the newer load put on, and the screen shows no spinner while it still loads; a cancelled load must change nothing.

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
            guard let self else { return }
            guard !Task.isCancelled else {
                isLoading = false
                return
            }
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
