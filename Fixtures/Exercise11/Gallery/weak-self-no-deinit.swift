// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 5
// kind: partial
// idea: The task only holds the model weakly and disappear() cancels it, so when the screen lets go of the model it is freed and nothing leaks.
// why: The model is freed, but nobody cancels the load when it goes away without disappear(): there is no deinit, so the repository call keeps running for a model that no longer exists.

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

    public func appear() {
        loading?.cancel()
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            guard let self, !Task.isCancelled else { return }
            if let loaded {
                products = loaded
            }
            isLoading = false
        }
    }

    public func disappear() {
        loading?.cancel()
        loading = nil
    }
}
