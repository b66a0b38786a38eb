// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 3
// kind: ignores-cancellation
// idea: What went wrong is that a load for a screen that went away still updated it, so disappear() clears an isVisible flag and the load drops its answer when the screen is no longer visible.
// why: the flag hides the answer but cancels nothing: the task still waits at the repository, the request still runs for a screen nobody looks at, and the task (holding self) still keeps the model alive until the repository answers.

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
    @ObservationIgnored private var isVisible = false

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    /// The screen comes on screen: the spinner at once, and the catalog.
    public func appear() {
        isVisible = true
        Task.immediate(name: "CatalogScreenModel.load") {
            await self.load()
        }
    }

    /// The screen goes away: whatever the load brings back is no longer shown.
    public func disappear() {
        isVisible = false
        isLoading = false
    }

    private func load() async {
        isLoading = true
        let loaded = try? await repository.loadAll()
        guard isVisible else { return }
        isLoading = false
        if let loaded { products = loaded }
    }
}
