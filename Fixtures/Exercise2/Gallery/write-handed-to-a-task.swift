// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 1
// kind: unstructured-task
// idea: I check the generation after the `await` as the hint says, and then hand the write to a `Task { }` so the refresh returns sooner.
// why: the check and the write are no longer one piece of actor work: a clear() that arrives between them runs first, and the task then writes the refresh's catalog over the sign-out.

import Catalog

public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var generation: UInt64 = 0

    public init() {}

    public func refresh(from remote: any ProductRepository) async throws {
        generation &+= 1
        let mine = generation
        let fresh = try await remote.loadAll()
        guard generation == mine else { return }
        Task { self.store(fresh) }
    }

    private func store(_ fresh: [Product]) { products = fresh }

    public func clear() {
        generation &+= 1
        products = []
    }
}
