// Compile-fail fixture, Exercise 1, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// A cache class kept as a class, saying `: Sendable` and nothing about its isolation: under
// main-actor isolation by default (SE-0466) `: Sendable` on the type itself does not keep it
// off the main actor (only a conformance of its own declaration to a protocol that inherits
// `Sendable` does). It is a main-actor class, and an actor that uses it synchronously is
// rejected. Its twin says `nonisolated` (SE-0449), and compiles.
import Foundation

final class InMemoryProductCache: Sendable {
    private let maxAge: TimeInterval

    init(maxAge: TimeInterval) {
        self.maxAge = maxAge
    }

    func isFresh(age: TimeInterval) -> Bool {  // expected-note {{calls to instance method 'isFresh(age:)' from outside of its actor context are implicitly asynchronous}}
        age < maxAge
    }
}

actor CatalogLoader {
    private let cache: InMemoryProductCache

    init(cache: InMemoryProductCache) {
        self.cache = cache
    }

    func canUseCache(age: TimeInterval) -> Bool {
        cache.isFresh(age: age)  // expected-error {{call to main actor-isolated instance method 'isFresh(age:)' in a synchronous actor-isolated context}}
    }
}
