// gallery: correct
// replaces: FileProductStore.swift
// kind: alternative
// idea: The store keeps no state, so it doesn't need an actor: a nonisolated final class whose save and load are @concurrent runs them on the global executor whoever calls them, with my own nonisolated DTO in the same file.
// why: @concurrent gives save()/load() an isolation of their own off the main actor; the DTO is nonisolated and the disk (nonisolated, so nonsending) runs on that executor; the calls stay structured, so save() waits for the write, rethrows its error and passes cancellation on, and the class is a checked Sendable (only `let`s of Sendable type). Two files: this one and concurrent-class--CacheDisk.swift.
import Catalog
import Foundation

/// The catalog's offline copy on disk.
nonisolated public final class FileProductStore: ProductStore {
    private let disk: any CacheDisk
    private let name = "catalog.json"

    public init(disk: any CacheDisk) {
        self.disk = disk
    }

    @concurrent
    public func save(_ cache: CachedProducts) async throws {
        let data = try JSONEncoder().encode(SavedCatalog(cache))
        try await disk.write(data, to: name)
    }

    @concurrent
    public func load() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        return try JSONDecoder().decode(SavedCatalog.self, from: data).model
    }
}

/// The file's format (the same keys as `CacheDTO`: version, products, savedAt), nonisolated
/// so that its `Codable` conformance can be used off the main actor.
private nonisolated struct SavedCatalog: Codable {
    var version = 1
    var products: [Product]
    var savedAt: Date

    init(_ cache: CachedProducts) {
        products = cache.products
        savedAt = cache.timestamp
    }

    var model: CachedProducts { CachedProducts(products: products, timestamp: savedAt) }
}
