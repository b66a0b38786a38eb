// gallery: correct
// replaces: CatalogScreenModel.swift
// kind: alternative
// idea: So that the task can't hold the model while it waits, the waiting happens in a static function that gets only the repository; the task hands the result to the model through a weak reference, and the isolated deinit calls disappear().
// why: the task's closure holds the model only weakly and only after the await, so the screen's last release frees it; the model keeps the handle, disappear() cancels it, and the isolated deinit (on the main actor, at once or enqueued there) calls disappear(), so every way the screen goes away cancels the load.

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
        isLoading = true
        loading = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            let loaded = await Self.fetch(from: repository)
            guard !Task.isCancelled else { return }
            self?.show(loaded)
        }
    }

    /// The screen goes away: its load ends with it.
    public func disappear() {
        loading?.cancel()
        loading = nil
        isLoading = false
    }

    isolated deinit {
        disappear()
    }

    private static func fetch(from repository: any ProductRepository) async -> [Product]? {
        try? await repository.loadAll()
    }

    private func show(_ loaded: [Product]?) {
        isLoading = false
        if let loaded { products = loaded }
        loading = nil
    }
}
