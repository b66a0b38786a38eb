// gallery: wrong
// replaces: FileProductStore.swift
// clause: 3
// kind: reused-reading
// idea: The actor keeps a copy of what it last wrote, set only once the disk took the write, so a load needs no disk read or decoding and the copy is always what the disk holds.
// why: it is what the disk held when this store wrote it: the store does not own the file (clause 3), and once another store on the same disk (another part of the app) writes it, load() still gives back this store's older catalog.

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
    /// What this store last wrote to the disk: loading it again needs no disk read and no
    /// decoding. Set only once the write landed, so it is always what the disk has.
    private var latest: CachedProducts?

    public init(disk: any CacheDisk) {
        file = CacheFile(disk: disk)
    }

    public func save(_ cache: CachedProducts) async throws {
        try await file.write(cache)
        latest = cache
    }

    public func load() async throws -> CachedProducts? {
        if let latest { return latest }
        return try await file.read()
    }
}
