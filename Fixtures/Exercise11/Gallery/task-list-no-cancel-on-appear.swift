// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 4
// kind: ignores-cancellation
// idea: I keep every task appear() starts in an array, and disappear() and deinit cancel all of them, so no load is ever lost.
// why: A second appear() does not cancel the load that still waits, so that older load is never told and, if it answers after the newer one, its products and spinner overwrite what the newest load decided.

import Catalog
import Observation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    public private(set) var products: [Product] = []
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    @ObservationIgnored private var loads: [Task<Void, Never>] = []

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    deinit {
        for load in loads { load.cancel() }
    }

    public func appear() {
        let load = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            guard let self, !Task.isCancelled else { return }
            if let loaded { products = loaded }
            isLoading = false
        }
        loads.append(load)
    }

    public func disappear() {
        for load in loads { load.cancel() }
        loads.removeAll()
    }
}
