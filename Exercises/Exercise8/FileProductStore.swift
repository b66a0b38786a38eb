import Catalog

/// The catalog's offline copy on disk (lesson 000's `FileProductStore`).
///
/// This target is built in Swift 6 mode with Xcode 26's concurrency settings for a new app
/// target: main-actor isolation by default (SE-0466) and approachable concurrency. Lesson 000
/// wrote the store as an actor; here that stopped compiling ("main actor-isolated conformance
/// of 'CacheDTO' to 'Encodable' cannot be used in actor-isolated context"). Turning the actor
/// into a class left one error, "main actor-isolated instance method 'write' cannot be called
/// from outside of the actor" (a class whose own declaration conforms to `ProductStore`, a
/// protocol that inherits `Sendable`, stays nonisolated), and the `await` the compiler
/// suggested made it build.
// TODO(Exercise8): `CacheDTO`, `CacheFile` and `CacheDisk` say nothing, so they are all
// `@MainActor`, and every save hops there to encode the whole catalog and write it while the
// screen waits. Give the store an isolation of its own, off the main actor, and let what it
// uses from inside be usable there.
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
