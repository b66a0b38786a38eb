// gallery: wrong
// replaces: FileProductStore.swift
// clause: 1
// kind: reused-reading
// idea: The actor keeps what it saved last in memory, so a load right after a save needs no disk read and no decoding, and it is all on the actor, off the main actor.
// why: It remembers the catalog before the disk has it: when the write fails (or is cancelled), load() still gives back a catalog the disk never got.
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
    /// What this store saved last: loading it again needs no disk read and no decoding.
    private var latest: CachedProducts?

    public init(disk: any CacheDisk) {
        file = CacheFile(disk: disk)
    }

    public func save(_ cache: CachedProducts) async throws {
        latest = cache
        try await file.write(cache)
    }

    public func load() async throws -> CachedProducts? {
        if let latest { return latest }
        return try await file.read()
    }
}
