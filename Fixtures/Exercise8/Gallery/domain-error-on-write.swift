// gallery: wrong
// replaces: FileProductStore.swift
// clause: 4
// kind: error-conversion
// idea: The store is an actor over `nonisolated` helpers, and a failed write is reported in the catalog's own vocabulary (`CatalogError.invalidData`) so callers never see file-system errors leak through the `ProductStore` protocol.
// why: A failed write must fail the save with the disk's own error; translating it to `CatalogError.invalidData` hides what went wrong (and makes a disk-full look like corrupt data).
import Catalog

/// The catalog's offline copy on disk (lesson 000's `FileProductStore`), an actor again:
/// `CacheDTO`, `CacheFile` and `CacheDisk` are `nonisolated`, so it can use them off the main actor.
public actor FileProductStore: ProductStore {
    private let file: CacheFile

    public init(disk: any CacheDisk) {
        file = CacheFile(disk: disk)
    }

    public func save(_ cache: CachedProducts) async throws {
        do {
            try await file.write(cache)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw CatalogError.invalidData
        }
    }

    public func load() async throws -> CachedProducts? {
        do {
            return try await file.read()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw CatalogError.invalidData
        }
    }
}
