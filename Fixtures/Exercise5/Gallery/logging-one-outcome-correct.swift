// gallery: correct
// replaces: LoggingProductRepository.swift
// kind: alternative
// idea: I keep the start in a local, capture the decoratee's outcome as a Result, read the injected clock once when the load ends, and log and return (or rethrow) from one place.
// why: the start lives in this call's own local, so overlapping loads cannot disturb each other, both durations come from the injected clock, the decoratee's products or error pass through unchanged, and a class of lets needs no @unchecked.

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
        let outcome: Result<[Product], any Error>
        do {
            outcome = .success(try await decoratee.loadAll())
        } catch {
            outcome = .failure(error)
        }
        let duration = LogFormat.seconds(clock.now().timeIntervalSince(start))

        switch outcome {
        case .success(let products):
            await logger.log("loadAll() succeeded in \(duration) — \(products.count) products")
        case .failure(let error):
            await logger.log("loadAll() failed in \(duration) — \(error)")
        }
        return try outcome.get()
    }
}

/// How durations read in the log: `2.0 s`.
enum LogFormat {
    static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.1f s", interval)
    }
}
