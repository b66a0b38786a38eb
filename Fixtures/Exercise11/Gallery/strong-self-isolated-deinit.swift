// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 5
// kind: other
// idea: I keep the task's handle, disappear() cancels it, and an isolated deinit cancels it too, so the load ends with the screen whichever way the screen goes.
// why: the task's closure captures self strongly, so while the load waits the task keeps the model alive: when the screen lets go of it, the model is not freed, its deinit never runs, and the cancel in it is never reached.

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
        loading = Task.immediate(name: "CatalogScreenModel.load") {
            await self.load()
        }
    }

    /// The screen goes away.
    public func disappear() {
        loading?.cancel()
        loading = nil
    }

    isolated deinit {
        loading?.cancel()
    }

    private func load() async {
        isLoading = true
        do {
            let loaded = try await repository.loadAll()
            if !Task.isCancelled { products = loaded }
        } catch {
            // The screen keeps what it showed.
        }
        isLoading = false
    }
}
