// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 6
// kind: ignores-cancellation
// idea: Generation counter as in the hint; and when a refresh is cancelled I empty the store before rethrowing, so a screen that gave up on its refresh never shows a half-known catalog.
// why: A refresh that throws `CancellationError` decides nothing, as a failed one: the products shown are still the last good catalog, and emptying them signs the user out of a catalog nobody asked to forget (a cancelled pull-to-refresh blanks the screen).

import Catalog

public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var generation = 0

    public init() {}

    public func refresh(from remote: any ProductRepository) async throws {
        generation += 1
        let mine = generation
        do {
            let fresh = try await remote.loadAll()
            guard generation == mine else { return }
            products = fresh
        } catch is CancellationError {
            if generation == mine { products = [] }
            throw CancellationError()
        }
    }

    public func clear() {
        generation += 1
        products = []
    }
}
