// Compile-fail fixture, Exercise 4, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// Under main-actor isolation by default a type that says nothing is main-actor, unless its own
// declaration conforms to a protocol that inherits `Sendable` (SE-0466). Here the conformance
// to `ProductRepository` is in an extension, so the repository is a main-actor struct, and
// code off the main actor cannot make it. Its twin declares the conformance on the struct, as
// Exercise 4's `CachedProductRepository` does, and compiles.

/// Catalog's protocol, declared in a module built without default isolation: nonisolated.
nonisolated protocol ProductRepository: Sendable {
    func loadAll() async throws -> [String]
}

struct CachedProductRepository {
    private let remote: any ProductRepository

    init(remote: any ProductRepository) {  // expected-note {{calls to initializer 'init(remote:)' from outside of its actor context are implicitly asynchronous}}
        self.remote = remote
    }
}

extension CachedProductRepository: ProductRepository {
    func loadAll() async throws -> [String] {
        try await remote.loadAll()
    }
}

nonisolated func makeRepository(remote: any ProductRepository) -> CachedProductRepository {
    CachedProductRepository(remote: remote)  // expected-error {{call to main actor-isolated initializer 'init(remote:)' in a synchronous nonisolated context}}
}
