// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 3
// kind: partial
// idea: The load should end with its owner, the model, so the model keeps the task and its isolated deinit cancels it, with [weak self] and the repository captured so the task doesn't keep the model alive.
// why: the screen keeps its model while it is off screen (in a navigation stack, a tab), so the model is not freed when the screen goes away: disappear() still does nothing, and the request goes on for a screen nobody looks at.

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

    /// The screen goes away.
    public func disappear() {
        // The load ends with the model (see deinit).
    }

    isolated deinit {
        loading?.cancel()
    }
}
