// gallery: wrong
// replaces: FileProductStore.swift
// clause: 1
// kind: reused-reading
// idea: Reading and decoding the file once and keeping the result on the actor saves the work of decoding on every load, and the actor keeps it safe.
// why: The copy it keeps goes stale: after the next save, load() still gives the catalog it read the first time (or nil from before the first save).
import Catalog

/// The catalog's offline copy on disk (lesson 000's `FileProductStore`).
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings for a new app
/// target: main-actor isolation by default (SE-0466), so whatever says nothing is `@MainActor`.
/// The store is an actor: its saves run off the main actor, one at a time, whoever calls them.
/// `CacheFile`'s and the disk's `async` methods run on the actor too: here a `nonisolated
/// async` function runs on its caller's actor (SE-0461). What the store uses from inside —
/// `CacheDTO`, `CacheFile`, `CacheDisk` — says `nonisolated` (SE-0449): a main-actor DTO's
/// `Codable` conformance could not be used inside the actor at all.
public actor FileProductStore: ProductStore {
    private let file: CacheFile
    /// The decoded file, read once: decoding thousands of products on every load is wasted work.
    private var loaded: CachedProducts??

    public init(disk: any CacheDisk) {
        file = CacheFile(disk: disk)
    }

    public func save(_ cache: CachedProducts) async throws {
        try await file.write(cache)
    }

    public func load() async throws -> CachedProducts? {
        if let loaded { return loaded }
        let read = try await file.read()
        loaded = .some(read)
        return read
    }
}
