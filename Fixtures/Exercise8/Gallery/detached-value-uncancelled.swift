// gallery: wrong
// replaces: FileProductStore.swift
// clause: 3
// kind: ignores-cancellation
// idea: In Swift 5.10 I got work off the main actor with Task.detached, and if I await its .value the save still waits for the write and still throws the disk's error, so nothing is lost.
// why: The encoding and the disk calls run on the detached task, off the main actor, and save() waits for them, but a detached task is not a child of save(): cancelling save() does not cancel it, so the write goes on (and a disk that only stops when cancelled keeps save() waiting). Two files: this one and detached-value-uncancelled--CacheDisk.swift (a nonisolated CacheDisk; without it every disk call also hops to the main actor).
import Catalog
import Foundation

/// The catalog's offline copy on disk.
nonisolated public final class FileProductStore: ProductStore {
    private let disk: any CacheDisk
    private let name = "catalog.json"

    public init(disk: any CacheDisk) {
        self.disk = disk
    }

    public func save(_ cache: CachedProducts) async throws {
        let disk = self.disk
        let name = self.name
        try await Task.detached(priority: .utility) {
            let data = try JSONEncoder().encode(OfflineCatalog(cache))
            try await disk.write(data, to: name)
        }.value
    }

    public func load() async throws -> CachedProducts? {
        let disk = self.disk
        let name = self.name
        return try await Task.detached(priority: .utility) { () async throws -> CachedProducts? in
            guard let data = try await disk.read(name) else { return nil }
            return try JSONDecoder().decode(OfflineCatalog.self, from: data).model
        }.value
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
