// The fixed twin of CacheDeclaredSendableIsMainActor.swift, compiled with the same settings
// (Swift 6 mode, main-actor isolation by default, approachable concurrency): the class says
// `nonisolated` (SE-0449), so it is nonisolated whatever the default, and the actor uses it
// synchronously. (An `actor` cache, the lesson's answer, is isolated to itself either way.)
import Foundation

nonisolated final class InMemoryProductCache: Sendable {
    private let maxAge: TimeInterval

    init(maxAge: TimeInterval) {
        self.maxAge = maxAge
    }

    func isFresh(age: TimeInterval) -> Bool {
        age < maxAge
    }
}

actor CatalogLoader {
    private let cache: InMemoryProductCache

    init(cache: InMemoryProductCache) {
        self.cache = cache
    }

    func canUseCache(age: TimeInterval) -> Bool {
        cache.isFresh(age: age)
    }
}
