import Catalog
import Foundation

/// Decorator (lesson 004): logs when a load starts and how it ended, with its duration.
/// Sendable (declared through `ProductRepository: Sendable`: a nonisolated class is never
/// inferred `Sendable`, SE-0302; only one isolated to a global actor is, SE-0316) without
/// `@unchecked`: every stored property is a `let` of a Sendable type, which the compiler
/// checks.
public nonisolated final class LoggingProductRepository: ProductRepository {
    private let decoratee: any ProductRepository
    private let logger: any Logger
    private let clock: any Clock

    public init(decoratee: any ProductRepository, logger: any Logger, clock: any Clock) {
        self.decoratee = decoratee
        self.logger = logger
        self.clock = clock
    }

    public func loadAll() async throws -> [Product] {
        await logger.log("loadAll() started")
        let start = clock.now()
        do {
            let products = try await decoratee.loadAll()
            await logger.log("loadAll() succeeded in \(LogFormat.seconds(clock.now().timeIntervalSince(start))) — \(products.count) products")
            return products
        } catch {
            await logger.log("loadAll() failed in \(LogFormat.seconds(clock.now().timeIntervalSince(start))) — \(error)")
            throw error
        }
    }
}

/// How durations read in the log: `2.0 s`.
nonisolated enum LogFormat {
    static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.1f s", interval)
    }
}
