// gallery: wrong
// replaces: CacheFile.swift
// clause: 1
// kind: other
// idea: `CacheDTO` and `CacheFile` say `nonisolated` as the hint says, and since I was in the file I made its dates seconds since 1970 (both ways, so the fraction of a second survives), the format the web and Android teams read.
// why: Every file the app already wrote has its dates in the shipped encoding (seconds since 2001): after the update, the first load reads them 31 years off, or fails — and what this build writes, an earlier build misreads. The file's format is part of the contract: the fix changes where the work runs, not the bytes.

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

    /// Dates as seconds since 1970, the way the web and Android teams read them.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    func write(_ cache: CachedProducts) async throws {
        let data = try Self.encoder.encode(CacheDTO(cache))
        try await disk.write(data, to: name)
    }

    func read() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        return try Self.decoder.decode(CacheDTO.self, from: data).model
    }
}
