// gallery: wrong
// replaces: FileProductStore.swift
// clause: 3
// kind: dropped-work
// idea: A slow disk must never keep the screen waiting, so save() gives the write 50 ms in a task group beside a timer, and whichever ends first ends the save.
// why: When the timer wins, leaving the group cancels the write nobody else cancelled: save() returns as if the catalog were saved, and it never lands. The proof keeps the disk slow (250 ms) and sees the write dropped while save() waited.
import Catalog

/// The catalog's offline copy on disk (lesson 000's `FileProductStore`).
public actor FileProductStore: ProductStore {
    private let file: CacheFile

    public init(disk: any CacheDisk) {
        file = CacheFile(disk: disk)
    }

    public func save(_ cache: CachedProducts) async throws {
        let file = file
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await file.write(cache) }
            group.addTask { try await Task.sleep(for: .milliseconds(50)) }
            try await group.next()
            group.cancelAll()
        }
    }

    public func load() async throws -> CachedProducts? {
        try await file.read()
    }
}
