// gallery: wrong
// replaces: FileProductStore.swift
// clause: 2
// kind: wrong-actor
// idea: "nonisolated" takes a type off the main actor, so the store, its DTO, its helper and the disk all say nonisolated now, and the class keeps no state, so it needs no actor.
// why: Under approachable concurrency a `nonisolated async` method is `nonisolated(nonsending)`: it runs on its caller's actor (SE-0461). The screen calls it from the main actor, so the encoding and the write still run there.
import Catalog

/// The catalog's offline copy on disk (lesson 000's `FileProductStore`).
public nonisolated final class FileProductStore: ProductStore {
    private let file: CacheFile

    public init(disk: any CacheDisk) {
        file = CacheFile(disk: disk)
    }

    public func save(_ cache: CachedProducts) async throws {
        try await file.write(cache)
    }

    public func load() async throws -> CachedProducts? {
        try await file.read()
    }
}
