// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 3
// kind: unstructured-task
// idea: Task.immediate runs on the screen's actor and holds the model, so I set the spinner myself and load in a detached task with [weak self]: a detached task isn't tied to the screen, so it can't keep it around.
// why: a detached task is still an unstructured task nobody keeps: disappear() has no handle to cancel, so the request goes on after the screen has gone (and when the model is freed, nothing cancels it either); [weak self] only stops the task from holding the model, not the work from running.

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

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The screen comes on screen: the spinner at once, and the catalog.
    public func appear() {
        isLoading = true  // on at once, before any task runs
        Task.detached(name: "CatalogScreenModel.load") { [weak self, repository] in
            let loaded = try? await repository.loadAll()
            await self?.show(loaded)
        }
    }

    /// The screen goes away.
    public func disappear() {
        // Nothing to do: the detached task doesn't hold the screen.
    }

    private func show(_ loaded: [Product]?) {
        isLoading = false
        if let loaded { products = loaded }
    }
}
