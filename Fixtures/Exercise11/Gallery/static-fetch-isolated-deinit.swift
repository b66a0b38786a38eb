// gallery: correct
// replaces: CatalogScreenModel.swift
// kind: alternative
// idea: The waiting lives in a static func that only gets the repository, so the task can't hold the model while it waits; the task just writes the result back through a weak self, and an isolated deinit cancels it.
// why: A static func has no self to retain, the task holds the model only weakly and only after the await, cancellation reaches the repository call because it is awaited inside the task, and `!Task.isCancelled` keeps a superseded load from touching products or the spinner.

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
        isLoading = true
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            let loaded = await Self.fetch(from: repository)
            guard let self, !Task.isCancelled else { return }
            show(loaded)
        }
    }

    public func disappear() {
        loading?.cancel()
        loading = nil
    }

    private static func fetch(from repository: any ProductRepository) async -> [Product]? {
        try? await repository.loadAll()
    }

    private func show(_ loaded: [Product]?) {
        if let loaded { products = loaded }
        isLoading = false
    }
}
