// gallery: wrong
// replaces: SessionProductStore.swift
// clause: 6
// kind: partial
// idea: Two requests for the same catalog are wasted work, so while a refresh is in flight a new one gives way at once with `CancellationError` (the caller can retry), and a generation counter stops a refresh that resumes after clear().
// why: Nothing cancelled the newer refresh: only its caller or a later call may, and the store cancelled the one that started last, so the older catalog stays shown where the newer call's should (the latest word lost too).

import Catalog

public actor SessionProductStore {
    public private(set) var products: [Product] = []
    private var generation = 0
    private var refreshing = false

    public init() {}

    public func refresh(from remote: any ProductRepository) async throws {
        guard !refreshing else { throw CancellationError() }
        refreshing = true
        defer { refreshing = false }
        generation += 1
        let mine = generation
        let fresh = try await remote.loadAll()
        guard generation == mine else { return }
        products = fresh
    }

    public func clear() {
        generation += 1
        products = []
    }
}
