// gallery: correct
// replaces: FileProductStore.swift
// kind: alternative
// idea: I don't need CacheFile at all: the actor encodes and decodes itself with a private nonisolated DTO that writes the same JSON, and the disk protocol says nonisolated.
// why: The actor is the store's own isolation and everything it touches inside is nonisolated (its private DTO and Codable conformance, the nonisolated CacheDisk whose nonsending methods run on the actor), all in save()/load() themselves, so it waits, throws the disk's error and passes cancellation on. Two files: this one and actor-inlined-dto--CacheDisk.swift (CacheFile.swift stays as it is, unused).
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
        let data = try JSONEncoder().encode(StoredCatalog(cache))
        try await disk.write(data, to: name)
    }

    public func load() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        return try JSONDecoder().decode(StoredCatalog.self, from: data).model
    }
}

/// The file's format (the same keys as `CacheDTO`: version, products, savedAt), nonisolated
/// so that the actor can encode and decode it.
private nonisolated struct StoredCatalog: Codable {
    var version = 1
    var products: [Product]
    var savedAt: Date

    init(_ cache: CachedProducts) {
        products = cache.products
        savedAt = cache.timestamp
    }

    var model: CachedProducts { CachedProducts(products: products, timestamp: savedAt) }
}
