// gallery: correct
// replaces: CatalogScreenModel.swift
// kind: alternative
// idea: I keep the task's handle, cancel it in disappear(), and cancel it in a plain deinit: a nonisolated deinit can't call disappear(), but it can still cancel the Task it keeps in a stored property.
// why: a nonisolated deinit of a main-actor class may touch its own stored properties (it may not call main-actor methods), and Task.cancel() may be called from anywhere, so the load is cancelled wherever the last reference goes; the task holds the model weakly and not across its await, so the deinit is reached.

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
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            let loaded = try? await repository.loadAll()
            guard let self, !Task.isCancelled else { return }
            isLoading = false
            if let loaded { products = loaded }
        }
    }

    /// The screen goes away: its load ends with it.
    public func disappear() {
        loading?.cancel()
        loading = nil
        isLoading = false
    }

    deinit {
        loading?.cancel()
    }
}
