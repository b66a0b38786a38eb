// gallery: wrong
// replaces: CatalogScreenModel.swift
// clause: 4
// kind: ignores-cancellation
// idea: I wrap the request in withTaskCancellationHandler so that the moment a load is cancelled the spinner goes off, and keep the handle to cancel it in appear(), disappear() and deinit.
// why: The handler hops to the main actor in a new Task, which runs after the next appear() already turned the spinner on, so a cancelled load switches off the spinner of the newer load that is still running.

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
        // A `weak let` (SE-0481): the cancellation handler, which may run anywhere, may capture it.
        weak let owner = self
        loading = Task.immediate(name: "CatalogScreenModel.load") { [repository] in
            owner?.isLoading = true
            let loaded = await withTaskCancellationHandler {
                try? await repository.loadAll()
            } onCancel: {
                Task { @MainActor [weak owner] in
                    owner?.isLoading = false
                }
            }
            guard let owner, !Task.isCancelled else { return }
            if let loaded { owner.products = loaded }
            owner.isLoading = false
        }
    }

    public func disappear() {
        loading?.cancel()
        loading = nil
    }
}
