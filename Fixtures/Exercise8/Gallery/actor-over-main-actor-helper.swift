// gallery: wrong
// replaces: CacheFile.swift
// clause: 2
// kind: partial
// idea: The error was about the store, so I turned it back into lesson 000's actor (and made the disk protocol nonisolated); CacheFile is only a helper, the compiler accepted `try await file.write(cache)` from the actor, so I left it as it was.
// why: CacheFile and CacheDTO still say nothing, so they are @MainActor: the actor's `await file.write(cache)` hops back to the main actor, and the encoding and the disk calls run there while the screen waits.
import Catalog
import Foundation

/// The file's format: what `FileProductStore` writes, versioned so a later app can read it.
struct CacheDTO: Codable {
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
struct CacheFile {
    let disk: any CacheDisk
    let name = "catalog.json"

    func write(_ cache: CachedProducts) async throws {
        let data = try JSONEncoder().encode(CacheDTO(cache))
        try await disk.write(data, to: name)
    }

    func read() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        return try JSONDecoder().decode(CacheDTO.self, from: data).model
    }
}
