// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 5
// kind: partial
// idea: The model keeps the task and disappear() cancels it, with [weak self] so the task never keeps the model alive; the screen always calls disappear(), so no deinit is needed.
// why: when the screen lets go of the model without calling disappear() (a screen torn down, a model replaced), the model is freed but nothing cancels its task: the request goes on for a screen that no longer exists, and nobody holds its handle any more.

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
}
