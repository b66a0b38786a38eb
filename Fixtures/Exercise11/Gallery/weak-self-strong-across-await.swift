// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 5
// kind: partial
// idea: The README says the task keeps the model alive, so I capture [weak self]; disappear() and an isolated deinit cancel the stored task.
// why: `await self?.load()` turns the weak reference into a strong one for the whole call, and the call waits for the repository: the model stays alive as long as the load, so the deinit that would cancel it never runs.

import Catalog
import Observation

/// The catalog screen's model.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    /// What the screen shows.
    public private(set) var products: [Product] = []
    /// Whether the screen shows its spinner.
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    @ObservationIgnored private var loading: Task<Void, Never>?

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The screen comes on screen: the spinner at once, and the catalog.
    public func appear() {
        loading?.cancel()
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self] in
            await self?.load()
        }
    }

    /// The screen goes away.
    public func disappear() {
        loading?.cancel()
        loading = nil
        isLoading = false
    }

    isolated deinit {
        disappear()
    }

    private func load() async {
        isLoading = true
        let loaded = try? await repository.loadAll()
        guard !Task.isCancelled else { return }
        isLoading = false
        if let loaded { products = loaded }
    }
}
