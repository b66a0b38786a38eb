// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 3
// kind: ignores-cancellation
// idea: A load that finishes after the screen went away checks an isVisible flag and drops its result, and [weak self] lets the model go.
// why: Nothing is ever cancelled: the repository call is never told the screen left, so the endpoint is still hit for a screen nobody looks at (and an older load can still write over a newer one).

import Catalog
import Observation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    public private(set) var products: [Product] = []
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    @ObservationIgnored private var isVisible = false

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    public func appear() {
        isVisible = true
        Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            guard let self, isVisible else { return }
            if let loaded { products = loaded }
            isLoading = false
        }
    }

    public func disappear() {
        isVisible = false
        isLoading = false
    }
}
