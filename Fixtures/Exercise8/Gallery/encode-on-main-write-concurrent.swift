// gallery: wrong
// replaces: CacheFile.swift
// clause: 2
// kind: partial
// idea: The disk is the slow part, so I keep CacheFile as it was and send only the disk calls off the main actor, through a @concurrent helper.
// why: The JSON is still encoded and decoded on the main actor (CacheFile and CacheDTO say nothing, so they are @MainActor), and with thousands of products that is where the time goes: the screen still freezes on every save.
// known-miss: the proof sees where the disk calls run, not where the encoding runs (the encoding is the student's own code; nothing the test injects runs inside it), so this fix is green. Found by an independent review; the README says so.
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

/// Turns the catalog into the file's bytes and back, and hands them to the disk.
struct CacheFile {
    let disk: any CacheDisk
    let name = "catalog.json"

    func write(_ cache: CachedProducts) async throws {
        let data = try JSONEncoder().encode(CacheDTO(cache))
        try await Self.write(data, to: name, on: disk)
    }

    func read() async throws -> CachedProducts? {
        guard let data = try await Self.read(name, on: disk) else { return nil }
        return try JSONDecoder().decode(CacheDTO.self, from: data).model
    }

    /// The disk, off the main actor.
    @concurrent
    private static func write(_ data: Data, to name: String, on disk: any CacheDisk) async throws {
        try await disk.write(data, to: name)
    }

    @concurrent
    private static func read(_ name: String, on disk: any CacheDisk) async throws -> Data? {
        try await disk.read(name)
    }
}
