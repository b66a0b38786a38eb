// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 3
// kind: unstructured-task
// idea: The spinner goes on in the immediate task, and the network call runs in a detached task so it never blocks the main actor; I cancel the outer task in disappear() and deinit.
// why: Cancelling the outer task does not reach the detached task (it is unstructured, not a child), so the repository call is never told and keeps running after disappear() or after the model is gone.

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
        loading?.cancel()
    }

    public func appear() {
        loading?.cancel()
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            // Off the main actor for the slow part.
            let request = Task.detached(name: "CatalogScreenModel.load") {
                try await repository.loadAll()
            }
            let loaded = try? await request.value
            guard let self, !Task.isCancelled else { return }
            if let loaded { products = loaded }
            isLoading = false
        }
    }

    public func disappear() {
        loading?.cancel()
        loading = nil
    }
}
