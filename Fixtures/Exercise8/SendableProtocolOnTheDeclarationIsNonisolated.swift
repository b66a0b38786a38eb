// The fixed twin of SendableAloneOrInAnExtensionIsMainActor.swift, compiled with the same
// settings (Swift 6 mode, main-actor isolation by default, approachable concurrency): the DTO
// says `nonisolated` (SE-0449), and the store, saying nothing, conforms to `ProductStore` on its
// own declaration, which SE-0466 leaves nonisolated. Code off the main actor calls both.

/// Catalog's protocol, declared in a module built without default isolation: nonisolated.
nonisolated protocol ProductStore: Sendable {
    func save(_ names: [String]) async throws
}

nonisolated struct CacheDTO: Sendable {
    let names: [String]

    func lineCount() -> Int {
        names.count
    }
}

final class FileProductStore: ProductStore {
    func fileName() -> String {
        "catalog.json"
    }

    func save(_ names: [String]) async throws {}
}

nonisolated func describe(_ dto: CacheDTO, in store: FileProductStore) -> String {
    let lines = dto.lineCount()
    return "\(lines) lines in \(store.fileName())"
}
