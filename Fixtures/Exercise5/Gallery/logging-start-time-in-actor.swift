// gallery: wrong
// replaces: LoggingProductRepository.swift
// clause: 2
// kind: shared-state
// idea: I keep the start of the load in a small actor the decorator holds, so the start time is stored safely and there is no @unchecked anywhere, and I time with the injected clock.
// why: one decorator serves every load at once and the actor holds a single start, so when load B starts during load A it overwrites A's start and A logs a duration measured from B's start (5.0 s instead of 6.0 s).

import Catalog
import Foundation

/// Decorator (lesson 004): logs when a load starts and how it ended, with its duration.
public final class LoggingProductRepository: ProductRepository {
    private let decoratee: any ProductRepository
    private let logger: any Logger
    private let clock: any Clock
    private let timer = LoadTimer()

    public init(decoratee: any ProductRepository, logger: any Logger, clock: any Clock) {
        self.decoratee = decoratee
        self.logger = logger
        self.clock = clock
    }

    public func loadAll() async throws -> [Product] {
        await logger.log("loadAll() started")
        await timer.start(at: clock.now())
        do {
            let products = try await decoratee.loadAll()
            let elapsed = await timer.elapsed(until: clock.now())
            await logger.log("loadAll() succeeded in \(LogFormat.seconds(elapsed)) — \(products.count) products")
            return products
        } catch {
            let elapsed = await timer.elapsed(until: clock.now())
            await logger.log("loadAll() failed in \(LogFormat.seconds(elapsed)) — \(error)")
            throw error
        }
    }
}

/// When the load started, kept in an actor so it is safe to share.
actor LoadTimer {
    private var startedAt: Date?

    func start(at date: Date) {
        startedAt = date
    }

    func elapsed(until date: Date) -> TimeInterval {
        date.timeIntervalSince(startedAt ?? date)
    }
}

/// How durations read in the log: `2.0 s`.
enum LogFormat {
    static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.1f s", interval)
    }
}
