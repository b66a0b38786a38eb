// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 2
// kind: error-conversion
// idea: A CancellationError means the load was cancelled, and a cancelled load changes nothing, so I catch it first and return without touching the screen.
// why: a repository can throw CancellationError though nobody cancelled this load (a URLSession call it cancelled itself, a dependency's own timeout): the load failed, and its spinner stays on for good; only Task.isCancelled says whether this task was cancelled.

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
            let loaded: [Product]?
            do {
                loaded = try await repository.loadAll()
            } catch is CancellationError {
                return  // cancelled: change nothing
            } catch {
                loaded = nil
            }
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
