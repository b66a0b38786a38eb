// gallery: wrong
// replaces: LoggingProductRepository.swift
// clause: 2
// kind: partial
// idea: I dropped the @unchecked and switched the start and the success line to the injected clock, which is what the duration test checks.
// why: the failure line still measures with Date() against a start from the injected clock, so a failed load logs a nonsense duration (the wall clock minus the test clock) and still jumps when the phone's clock is set.

import Catalog
import Foundation

/// Decorator (lesson 004): logs when a load starts and how it ended, with its duration.
public final class LoggingProductRepository: ProductRepository {
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
            await logger.log("loadAll() failed in \(LogFormat.seconds(Date().timeIntervalSince(start))) — \(error)")
            throw error
        }
    }
}

/// How durations read in the log: `2.0 s`.
enum LogFormat {
    static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.1f s", interval)
    }
}
