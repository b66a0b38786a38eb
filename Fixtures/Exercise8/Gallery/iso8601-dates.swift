// gallery: wrong
// replaces: CacheFile.swift
// clause: 1
// kind: other
// idea: `CacheDTO` and `CacheFile` say `nonisolated` so the store actor encodes and decodes on its own executor, and while I am here the dates are written as ISO 8601, which any tool can read.
// why: ISO 8601 keeps whole seconds only, so `load()` gives back a timestamp that is not the one `save(_:)` was given (and the file's format changed under the old files).
import Catalog
import Foundation

/// The file's format: what `FileProductStore` writes, versioned so a later app can read it.
nonisolated struct CacheDTO: Codable {
    var version = 1
    var products: [Product]
    var savedAt: Date

    init(_ cache: CachedProducts) {
        products = cache.products
        savedAt = cache.timestamp
    }

    var model: CachedProducts { CachedProducts(products: products, timestamp: savedAt) }
}

/// Turns the catalog into the file's bytes and back, and hands them to the disk: the slow
/// part of saving (a catalog of thousands of products is megabytes of JSON).
nonisolated struct CacheFile {
    let disk: any CacheDisk
    let name = "catalog.json"

    func write(_ cache: CachedProducts) async throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(CacheDTO(cache))
        try await disk.write(data, to: name)
    }

    func read() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(CacheDTO.self, from: data).model
    }
}
