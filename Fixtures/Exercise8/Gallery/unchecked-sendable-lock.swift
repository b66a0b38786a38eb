// gallery: wrong
// replaces: FileProductStore.swift
// clause: 5
// kind: escape-hatch
// idea: I used a class with @concurrent methods as the README suggests, and added a lock-protected save counter for the screen's spinner; the compiler said a Sendable class can't have a var, but the lock makes it safe, so @unchecked Sendable.
// why: It behaves: @concurrent methods encode, write, read and decode off the main actor, save() awaits the write and its cancellation reaches the disk, but `@unchecked Sendable` switches off the compiler's check of the class, which the contract's review rule forbids. Two files: this one and unchecked-sendable-lock--CacheDisk.swift (a nonisolated CacheDisk; without it every disk call also hops to the main actor).
import Catalog
import Foundation

/// The catalog's offline copy on disk.
nonisolated public final class FileProductStore: ProductStore, @unchecked Sendable {
    private let disk: any CacheDisk
    private let name = "catalog.json"
    private let lock = NSLock()
    private var savesInFlight = 0

    /// Whether a save is under way, for the screen's spinner.
    var isSaving: Bool {
        lock.lock()
        defer { lock.unlock() }
        return savesInFlight > 0
    }

    public init(disk: any CacheDisk) {
        self.disk = disk
    }

    @concurrent
    public func save(_ cache: CachedProducts) async throws {
        beginSave()
        defer { endSave() }
        let data = try JSONEncoder().encode(OfflineCatalog(cache))
        try await disk.write(data, to: name)
    }

    @concurrent
    public func load() async throws -> CachedProducts? {
        guard let data = try await disk.read(name) else { return nil }
        return try JSONDecoder().decode(OfflineCatalog.self, from: data).model
    }

    private func beginSave() {
        lock.lock()
        savesInFlight += 1
        lock.unlock()
    }

    private func endSave() {
        lock.lock()
        savesInFlight -= 1
        lock.unlock()
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
