// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 4
// kind: ignores-cancellation
// idea: I keep the load's handle in a property so disappear() and deinit can cancel it, and each appear() just stores the newest task.
// why: appear() overwrites the handle of a load that still waits without cancelling it, so that load can no longer be cancelled by disappear() or deinit, keeps calling the repository, and may overwrite the newer load's products.

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
    }
}
