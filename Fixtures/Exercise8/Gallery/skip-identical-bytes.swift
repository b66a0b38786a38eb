// gallery: wrong
// replaces: FileProductStore.swift
// clause: 3
// kind: partial
// idea: An actor that encodes beside the write with a nonisolated DTO (sorted keys, so equal catalogs give equal bytes), and skips the disk when the bytes equal the bytes it wrote last time.
// why: the store does not own the disk — the system may purge a caches folder, another store may write the file — so every save writes (clause 3): a save of the same catalog that never reaches the disk returns as saved although nothing was written, and a disk that would fail it (full, gone) is never heard.

import Catalog
import Foundation

/// The catalog's offline copy on disk (lesson 000's `FileProductStore`), an actor of its own.
public actor FileProductStore: ProductStore {
    private let disk: any CacheDisk
    private let fileName = "catalog.json"
    private var lastWritten: Data?

    public init(disk: any CacheDisk) {
        self.disk = disk
    }

    public func save(_ cache: CachedProducts) async throws {
        // Sorted keys: the same catalog encodes to the same bytes every time.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bytes = try encoder.encode(StoredCatalog(products: cache.products, savedAt: cache.timestamp))
        // The disk already holds exactly these bytes: spare the write.
        guard bytes != lastWritten else { return }
        try await disk.write(bytes, to: fileName)
        lastWritten = bytes
    }

    public func load() async throws -> CachedProducts? {
        guard let bytes = try await disk.read(fileName) else { return nil }
        let stored = try JSONDecoder().decode(StoredCatalog.self, from: bytes)
        return CachedProducts(products: stored.products, timestamp: stored.savedAt)
    }
}

/// The file's format (lesson 000's `CacheDTO`), usable off the main actor.
private nonisolated struct StoredCatalog: Codable {
    var version = 1
    var products: [Product]
    var savedAt: Date
}
