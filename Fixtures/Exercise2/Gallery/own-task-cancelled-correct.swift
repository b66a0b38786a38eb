// gallery: correct
// replaces: SessionProductStore.swift
// kind: alternative
// idea: I keep the network call in a task of the store's own: a newer refresh or clear() cancels the one in flight, and a refresh writes only if its task is still the one the store keeps.
// why: the check after the `await` compares the refresh's own task with the one the store holds, so a refresh overtaken by a newer refresh or by clear() never writes; the explorer runs that task's steps as well, so every schedule is run and none is left out.

import Catalog

public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var inflight: Task<[Product], any Error>?

    public init() {}

    public func refresh(from remote: any ProductRepository) async throws {
        inflight?.cancel()
        let task = Task { try await remote.loadAll() }
        inflight = task
        let fresh = try await task.value
        guard inflight == task else { return }
        inflight = nil
        products = fresh
    }

    public func clear() {
        inflight?.cancel()
        inflight = nil
        products = []
    }
}
