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
        let data = try JSONEncoder().encode(CacheDTO(cache))
        try await disk.write(data, to: name)
    }

    func read() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        return try JSONDecoder().decode(CacheDTO.self, from: data).model
    }
}
