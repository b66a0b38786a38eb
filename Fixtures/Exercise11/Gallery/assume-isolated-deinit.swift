// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 5
// kind: wrong-actor
// idea: The model lives on the main actor anyway, so the deinit can just assume it is there and reuse disappear() to cancel the load.
// why: A plain deinit runs wherever the last reference is dropped; when the screen lets go of the model from a background task, MainActor.assumeIsolated traps instead of cancelling the load.

import Catalog
import Observation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    public private(set) var products: [Product] = []
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    @ObservationIgnored private var loading: Task<Void, Never>?

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    deinit {
        // The model is @MainActor by default, so we are on the main actor here.
        MainActor.assumeIsolated {
            disappear()
        }
    }

    public func appear() {
        loading?.cancel()
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            guard let self, !Task.isCancelled else { return }
            if let loaded { products = loaded }
            isLoading = false
        }
    }

    public func disappear() {
        loading?.cancel()
        loading = nil
        isLoading = false
    }
}
