// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 5
// kind: wrong-actor
// idea: deinit { disappear() } did not compile (a main-actor method from a nonisolated deinit), but the model is a main-actor object and the screen releases it on the main actor, so I assert that with MainActor.assumeIsolated and call disappear() from there.
// why: a deinit runs wherever the last reference goes away, and a model shared with a background task can be let go of there: assumeIsolated then stops the process (it checks, it does not hop). An isolated deinit hops to the main actor instead.

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
    @ObservationIgnored private var loading: Task<Void, Never>?

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The screen comes on screen: the spinner at once, and the catalog.
    public func appear() {
        loading?.cancel()
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            guard let self, !Task.isCancelled else { return }
            isLoading = false
            if let loaded { products = loaded }
        }
    }

    /// The screen goes away: its load ends with it.
    public func disappear() {
        loading?.cancel()
        loading = nil
        isLoading = false
    }

    deinit {
        // The model lives on the main actor, so its last release is there too.
        MainActor.assumeIsolated {
            disappear()
        }
    }
}
