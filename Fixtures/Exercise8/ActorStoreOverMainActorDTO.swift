// Compile-fail fixture, Exercise 8, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency. (In Swift 5 mode the same line is a warning.)
//
// Lesson 000's store: an actor that encodes a DTO. With main-actor isolation by default the
// DTO is a main-actor type, and with it its `Codable` conformance (SE-0470): the actor may
// not use it. Its twin says `nonisolated struct CacheDTO` (SE-0449) and compiles.
import Foundation

struct CacheDTO: Codable {
    var names: [String]
}

public actor FileProductStore {
    private var encoded = Data()

    public func save(_ names: [String]) throws {
        encoded = try JSONEncoder().encode(CacheDTO(names: names))  // expected-error {{main actor-isolated conformance of 'CacheDTO' to 'Encodable' cannot be used in actor-isolated context}}
    }
}
