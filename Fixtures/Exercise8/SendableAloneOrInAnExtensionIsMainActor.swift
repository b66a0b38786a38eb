// Compile-fail fixture, Exercise 8, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// Which types main-actor isolation by default leaves nonisolated (SE-0466): one whose own
// declaration conforms to a protocol that inherits `Sendable`, such as `ProductStore`. Not one
// that says `: Sendable` itself (the DTO below), and not one whose conformance is in an
// extension (the store below): both are main-actor types, and code off the main actor cannot
// call them. Its twin says `nonisolated` on the DTO and moves the store's conformance onto its
// declaration, and compiles.

/// Catalog's protocol, declared in a module built without default isolation: nonisolated.
nonisolated protocol ProductStore: Sendable {
    func save(_ names: [String]) async throws
}

struct CacheDTO: Sendable {
    let names: [String]

    func lineCount() -> Int {  // expected-note {{calls to instance method 'lineCount()' from outside of its actor context are implicitly asynchronous}}
        names.count
    }
}

final class FileProductStore {
    func fileName() -> String {  // expected-note {{calls to instance method 'fileName()' from outside of its actor context are implicitly asynchronous}}
        "catalog.json"
    }
}

extension FileProductStore: ProductStore {
    func save(_ names: [String]) async throws {}
}

nonisolated func describe(_ dto: CacheDTO, in store: FileProductStore) -> String {
    let lines = dto.lineCount()  // expected-error {{call to main actor-isolated instance method 'lineCount()' in a synchronous nonisolated context}}
    return "\(lines) lines in \(store.fileName())"  // expected-error {{call to main actor-isolated instance method 'fileName()' in a synchronous nonisolated context}}
}
