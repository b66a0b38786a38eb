// gallery: correct
// replaces: CatalogScreenModel.swift
// kind: alternative
// idea: Each load remembers the generation it started in and only writes the screen if it is still the newest one; the handle is cancelled in appear(), disappear() and a plain deinit.
// why: The task holds only the repository and a weak self, so the model is freed at once and its plain deinit cancels the stored (Sendable) handle from any thread, and a load whose generation was bumped by appear() or disappear() changes nothing whatever its repository does.

import Catalog
import Observation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    public private(set) var products: [Product] = []
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    @ObservationIgnored private var loading: Task<Void, Never>?
    @ObservationIgnored private var generation = 0

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    deinit {
        loading?.cancel()
    }

    public func appear() {
        stopLoading()
        let current = generation
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            guard let self, generation == current else { return }
            if let loaded { products = loaded }
            isLoading = false
        }
    }

    public func disappear() {
        stopLoading()
    }

    private func stopLoading() {
        generation += 1
        loading?.cancel()
        loading = nil
    }
}
