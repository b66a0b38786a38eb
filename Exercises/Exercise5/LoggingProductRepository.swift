import Catalog
import Foundation

/// Decorator (lesson 004): logs when a load starts and how it ended, with its duration.
// TODO(Exercise5): two things. This class declares Sendable (through ProductRepository)
// and holds only `let`s of Sendable types, so the compiler can check it without
// `@unchecked`: the annotation only stops the compiler from checking the next person who
// adds a `var`. And it times the load with `Date()`, the wall clock, while
// a clock is injected: its durations cannot be tested, and they jump when the phone's
// clock is set.
public nonisolated final class LoggingProductRepository: ProductRepository, @unchecked Sendable {
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
        let start = Date()
        do {
            let products = try await decoratee.loadAll()
            await logger.log("loadAll() succeeded in \(LogFormat.seconds(Date().timeIntervalSince(start))) — \(products.count) products")
            return products
        } catch {
            await logger.log("loadAll() failed in \(LogFormat.seconds(Date().timeIntervalSince(start))) — \(error)")
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
