// gallery: wrong
// replaces: LoggingProductRepository.swift
// clause: 2
// kind: ignores-cancellation
// idea: I time the load with the injected clock, and when the caller has cancelled I rethrow without an end line, because a user leaving the screen is not a failure and "failed" lines for it would flood the diagnostics screen with false alarms.
// why: A cancelled load still started and still ended, and clause 2 says every load logs its end whether it succeeds, fails or is cancelled: the log is left with a `started` and no end — fewer end lines than loads, and the diagnostics screen shows a load that never finished.

import Catalog
import Foundation

/// Decorator (lesson 004): logs when a load starts and how it ended, with its duration.
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
            // The screen went away: whatever error came back is a consequence of that, not a
            // failure of the catalog. Pass it on, but don't report it as one.
            if Task.isCancelled {
                throw error
            }
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
