// gallery: wrong
// replaces: FileProductStore.swift
// clause: 4
// kind: error-conversion
// idea: A `CancellationError` from the disk while nobody cancelled my save means the system interrupted the write (a background task running out of time); the file is only a cache and the next save writes it, so that save ends quietly. A save that was cancelled still throws.
// why: a failed write fails the save with the disk's error, whatever it is: the caller is told the catalog is on disk while nothing was written, and nothing on the screen says the offline copy is older than it thinks.

import Catalog

/// The catalog's offline copy on disk (lesson 000's `FileProductStore`).
public actor FileProductStore: ProductStore {
    private let file: CacheFile

    public init(disk: any CacheDisk) {
        file = CacheFile(disk: disk)
    }

    public func save(_ cache: CachedProducts) async throws {
        do {
            try await file.write(cache)
        } catch is CancellationError where !Task.isCancelled {
            // Interrupted by the system, not by my caller: skip this write.
        }
    }

    public func load() async throws -> CachedProducts? {
        try await file.read()
    }
}
