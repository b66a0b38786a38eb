// gallery: wrong
// replaces: FileProductStore.swift
// clause: 3
// kind: unstructured-task
// idea: The screen shouldn't wait for a save at all, so the actor starts the encoding and the write in a Task and returns straight away; the Task runs on the actor, off the main actor.
// why: The work does leave the main actor, but `Task { }` is unstructured: save() returns before the disk has the bytes, the write's error never reaches the caller, and cancelling save() does not cancel the Task. Two files: this one and task-fire-and-forget--CacheDisk.swift (a nonisolated CacheDisk; without it every disk call also hops to the main actor).
import Catalog
import Foundation

/// The catalog's offline copy on disk.
public actor FileProductStore: ProductStore {
    private let disk: any CacheDisk
    private let name = "catalog.json"

    public init(disk: any CacheDisk) {
        self.disk = disk
    }

    public func save(_ cache: CachedProducts) async throws {
        // Don't keep the screen waiting on the disk: start the write and return.
        Task {
            let data = try JSONEncoder().encode(OfflineCatalog(cache))
            try await self.disk.write(data, to: self.name)
        }
    }

    public func load() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        return try JSONDecoder().decode(OfflineCatalog.self, from: data).model
    }
}

/// The file's format, the same keys as `CacheDTO`, but usable off the main actor.
private nonisolated struct OfflineCatalog: Codable {
    var version = 1
    var products: [Product]
    var savedAt: Date

    init(_ cache: CachedProducts) {
        products = cache.products
        savedAt = cache.timestamp
    }

    var model: CachedProducts { CachedProducts(products: products, timestamp: savedAt) }
}
