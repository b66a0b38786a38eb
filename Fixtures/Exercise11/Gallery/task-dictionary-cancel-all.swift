// gallery: correct
// replaces: CatalogScreenModel.swift
// kind: alternative
// idea: I keep every running load in a dictionary keyed by an id, cancel them all before a new load, in disappear() and in deinit, and a load removes its own entry only when it finishes uncancelled.
// why: Every handle is kept and every one is cancelled in all three places, each task holds only the repository and a weak self, and a cancelled load returns before writing anything, so the newest load alone decides the screen.

import Catalog
import Observation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@Observable
public final class CatalogScreenModel {
    public private(set) var products: [Product] = []
    public private(set) var isLoading = false

    @ObservationIgnored private let repository: any ProductRepository
    @ObservationIgnored private var loads: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var nextLoadID = 0

    public init(repository: any ProductRepository) {
        self.repository = repository
    }

    deinit {
        for load in loads.values { load.cancel() }
    }

    public func appear() {
        cancelLoads()
        nextLoadID += 1
        let id = nextLoadID
        loads[id] = Task.immediate(name: "CatalogScreenModel.load") { [weak self, repository] in
            self?.isLoading = true
            do {
                let fresh = try await repository.loadAll()
                guard let self, !Task.isCancelled else { return }
                products = fresh
                isLoading = false
                loads[id] = nil
            } catch {
                guard let self, !Task.isCancelled else { return }
                isLoading = false
                loads[id] = nil
            }
        }
    }

    public func disappear() {
        cancelLoads()
        isLoading = false
    }

    private func cancelLoads() {
        for load in loads.values { load.cancel() }
        loads.removeAll()
    }
}
