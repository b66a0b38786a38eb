// gallery: wrong
// replaces: InMemoryProductStore.swift
// clause: 5
// kind: foreign-await
// idea: The store refuses a catalog older than the one it holds, and before writing it records the save in an audit log so support can see which catalog won.
// why: the await on the audit actor sits between the check and the write, and an actor lets other calls in at every await, so a newer save can land meanwhile and this older one then overwrites it.

import Catalog
import Foundation

/// The last catalog saved, in memory (lesson 001's store "serialised in an actor").
///
/// An actor: two saves never run at the same time. That alone does not say *which* save
/// should win when they arrive in the wrong order.
public actor InMemoryProductStore: ProductStore {
    private var cached: CachedProducts?

    public init(cached: CachedProducts? = nil) {
        self.cached = cached
    }

    public func save(_ cache: CachedProducts) async {
        if let cached, cached.timestamp > cache.timestamp { return }
        await SaveAudit.shared.record("saving \(cache.products.count) products stamped \(cache.timestamp)")
        cached = cache
    }

    public func load() -> CachedProducts? {
        cached
    }
}

/// Which catalogs were written, for the diagnostics screen.
actor SaveAudit {
    static let shared = SaveAudit()

    private var lines: [String] = []

    func record(_ line: String) {
        lines.append(line)
    }
}
