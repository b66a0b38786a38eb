// The fixed twin of ActorStoreOverMainActorDTO.swift, compiled with the same settings
// (Swift 6 mode, Xcode 26's concurrency settings): a `nonisolated` DTO (SE-0449) has a nonisolated `Codable` conformance, which the
// actor may use. Making the DTO — or the store — `@MainActor` instead would put the
// encoding back on the main actor.
import Foundation

nonisolated struct CacheDTO: Codable {
    var names: [String]
}

public actor FileProductStore {
    private var encoded = Data()

    public func save(_ names: [String]) throws {
        encoded = try JSONEncoder().encode(CacheDTO(names: names))
    }
}
