// gallery: wrong
// replaces: FileProductStore.swift
// clause: 2
// kind: wrong-actor
// idea: The error talks about the main actor everywhere, so I'll just put the store on the main actor too and then everything agrees with everything.
// why: An explicit @MainActor class makes save and load main-actor methods, and CacheFile and CacheDisk are main-actor already, so the whole catalog is still encoded and written on the main actor (the conformance to the Sendable-inheriting ProductStore is inferred nonisolated, and main-actor async witnesses are allowed, so it compiles).
import Catalog

/// The catalog's offline copy on disk.
@MainActor
public final class FileProductStore: ProductStore {
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
