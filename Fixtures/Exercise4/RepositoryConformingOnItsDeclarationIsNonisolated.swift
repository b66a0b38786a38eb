// The fixed twin of RepositoryConformingInAnExtensionIsMainActor.swift, compiled with the same
// settings (Swift 6 mode, main-actor isolation by default, approachable concurrency): the
// struct's own declaration conforms to `ProductRepository`, a protocol that inherits
// `Sendable`, so SE-0466 leaves it nonisolated although it says nothing, and code off the main
// actor makes it. Exercise 4's `CachedProductRepository` says `nonisolated` all the same, so a
// reader sees it.

/// Catalog's protocol, declared in a module built without default isolation: nonisolated.
nonisolated protocol ProductRepository: Sendable {
    func loadAll() async throws -> [String]
}

struct CachedProductRepository: ProductRepository {
    private let remote: any ProductRepository

    init(remote: any ProductRepository) {
        self.remote = remote
    }

    func loadAll() async throws -> [String] {
        try await remote.loadAll()
    }
}

nonisolated func makeRepository(remote: any ProductRepository) -> CachedProductRepository {
    CachedProductRepository(remote: remote)
}
