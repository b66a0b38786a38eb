// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 3
// kind: other
// idea: The task drops its own handle in a defer when it ends, so the model never keeps a finished task around and disappear()/deinit cancel only what is still running.
// why: A cancelled older load still runs its defer when its repository returns, and sets `loading = nil` while the newer load runs, so the newer load's handle is lost and disappear() or deinit can no longer cancel it.

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
            defer { self?.loading = nil }
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
