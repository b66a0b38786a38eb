// The fixed twin of CompositionAndLogEntryAreMainActor.swift, compiled with the same settings
// (Swift 6 mode, main-actor isolation by default, approachable concurrency): `nonisolated` on
// `CatalogComposition` and `LogEntry` (SE-0449), and on nothing else. The four decorators,
// saying nothing, are made off the main actor: their own declarations conform to
// `ProductRepository`, which inherits `Sendable`, so SE-0466 leaves them nonisolated.
import Foundation

/// Catalog's protocol, declared in a module built without default isolation: nonisolated.
nonisolated protocol ProductRepository: Sendable {
    func loadAll() async throws -> [String]
}

nonisolated protocol Logger: Sendable {
    func log(_ message: String) async
}

nonisolated struct LogEntry: Sendable, Equatable {
    let date: Date
    let message: String

    init(date: Date, message: String) {
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

nonisolated enum CatalogComposition {
    static func makeRepository(remote: any ProductRepository, logger: any Logger) -> any ProductRepository {
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
        CatalogComposition.makeRepository(remote: remote, logger: logger),
    ]
}

nonisolated func logLineOffTheMainActor() -> LogEntry {
    LogEntry(date: Date(), message: "loadAll() started")
}
