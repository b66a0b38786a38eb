// gallery: wrong
// replaces: LoggingProductRepository.swift
// clause: 2
// kind: error-conversion
// idea: I time loads with the injected clock, and a load that throws CancellationError is the caller leaving, not a failure, so it is rethrown without an end line.
// why: the error's type does not say the caller left: when the network fails and the cache's read throws CancellationError (nobody cancelled the load), the composed load fails, and clause 2 wants its end logged like any failure's; the log keeps a `started` with no end.

import Catalog
import Foundation

/// Decorator (lesson 004): logs when a load starts and how it ended, with its duration.
///
/// `Sendable` through `ProductRepository`, checked by the compiler: only `let`s of Sendable types.
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
        } catch is CancellationError {
            // The caller went away: the load did not fail, so there is no failure to report.
            throw CancellationError()
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
