// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 5
// kind: partial
// idea: I keep the handle, cancel it in disappear() and in an isolated deinit, and capture [weak self] so the task no longer keeps the model alive.
// why: `guard let self` at the top of the task turns the weak reference back into a strong one for the whole load, so the model stays alive across the await and the deinit that should cancel the load never runs.

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

    isolated deinit {
        loading?.cancel()
    }

    public func appear() {
        loading?.cancel()
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self] in
            guard let self else { return }
            isLoading = true
            do {
                let loaded = try await repository.loadAll()
                guard !Task.isCancelled else { return }
                products = loaded
            } catch {
                guard !Task.isCancelled else { return }
            }
            isLoading = false
        }
    }

    public func disappear() {
        loading?.cancel()
        loading = nil
    }
}
