// Compile-fail fixture, Exercise 5, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// Exercise 5's types, saying nothing. Under main-actor isolation by default (SE-0466) the
// four decorators stay nonisolated: each one's own declaration conforms to
// `ProductRepository`, a protocol that inherits `Sendable` (with `@unchecked Sendable` beside
// it, as shipped, or without). `CatalogComposition` (no conformance) and `LogEntry`
// (`Sendable` itself, not through such a protocol) are main-actor types: code off the main
// actor can make every decorator, but not the composition or a log line. Its twin says
// `nonisolated` on those two only, and compiles.
import Foundation

/// Catalog's protocol, declared in a module built without default isolation: nonisolated.
nonisolated protocol ProductRepository: Sendable {
    func loadAll() async throws -> [String]
}

nonisolated protocol Logger: Sendable {
    func log(_ message: String) async
}

struct LogEntry: Sendable, Equatable {
    let date: Date
    let message: String

    init(date: Date, message: String) {  // expected-note {{calls to initializer 'init(date:message:)' from outside of its actor context are implicitly asynchronous}}
        self.date = date
        self.message = message
    }
}

final class LoggingProductRepository: ProductRepository, @unchecked Sendable {
    private let decoratee: any ProductRepository
    private let logger: any Logger

    init(decoratee: any ProductRepository, logger: any Logger) {
        self.decoratee = decoratee
        self.logger = logger
    }

    func loadAll() async throws -> [String] {
        await logger.log("loadAll() started")
        return try await decoratee.loadAll()
    }
}

final class ProductRepositoryWithFallback: ProductRepository {
    private let primary: any ProductRepository
    private let fallback: any ProductRepository

    init(primary: any ProductRepository, fallback: any ProductRepository) {
        self.primary = primary
        self.fallback = fallback
    }

    func loadAll() async throws -> [String] {
        do { return try await primary.loadAll() } catch { return try await fallback.loadAll() }
    }
}

final class CacheSavingInterceptor: ProductRepository {
    private let decoratee: any ProductRepository

    init(decoratee: any ProductRepository) {
        self.decoratee = decoratee
    }

    func loadAll() async throws -> [String] {
        try await decoratee.loadAll()
    }
}

struct LocalProductRepository: ProductRepository {
    private let names: [String]

    init(names: [String]) {
        self.names = names
    }

    func loadAll() async throws -> [String] {
        names
    }
}

enum CatalogComposition {
    static func makeRepository(remote: any ProductRepository, logger: any Logger) -> any ProductRepository {  // expected-note {{calls to static method 'makeRepository(remote:logger:)' from outside of its actor context are implicitly asynchronous}}
        LoggingProductRepository(
            decoratee: ProductRepositoryWithFallback(
                primary: CacheSavingInterceptor(decoratee: remote),
                fallback: LocalProductRepository(names: [])),
            logger: logger)
    }
}

nonisolated func composeOffTheMainActor(remote: any ProductRepository, logger: any Logger) -> [any ProductRepository] {
    [
        LoggingProductRepository(decoratee: remote, logger: logger),
        ProductRepositoryWithFallback(primary: remote, fallback: remote),
        CacheSavingInterceptor(decoratee: remote),
        LocalProductRepository(names: []),
        CatalogComposition.makeRepository(remote: remote, logger: logger),  // expected-error {{call to main actor-isolated static method 'makeRepository(remote:logger:)' in a synchronous nonisolated context}}
    ]
}

nonisolated func logLineOffTheMainActor() -> LogEntry {
    LogEntry(date: Date(), message: "loadAll() started")  // expected-error {{call to main actor-isolated initializer 'init(date:message:)' in a synchronous nonisolated context}}
}
