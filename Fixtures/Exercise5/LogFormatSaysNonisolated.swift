// The fixed twin of LogFormatIsMainActor.swift, compiled with the same settings (Swift 6 mode,
// main-actor isolation by default, approachable concurrency): `LogFormat` says `nonisolated`
// (SE-0449), as Exercise 5's does on both tracks, so a decorator formats its lines where it
// runs, synchronously or not.
import Foundation

/// Catalog's protocol, declared in a module built without default isolation: nonisolated.
nonisolated protocol ProductRepository: Sendable {
    func loadAll() async throws -> [String]
}

nonisolated protocol Logger: Sendable {
    func log(_ message: String) async
}

final class LoggingProductRepository: ProductRepository {
    private let decoratee: any ProductRepository
    private let logger: any Logger

    init(decoratee: any ProductRepository, logger: any Logger) {
        self.decoratee = decoratee
        self.logger = logger
    }

    func loadAll() async throws -> [String] {
        let products = try await decoratee.loadAll()
        await logger.log("loadAll() succeeded in \(LogFormat.seconds(0.2))")
        return products
    }

    func startLine() -> String {
        "loadAll() started at \(LogFormat.seconds(0))"
    }
}

nonisolated enum LogFormat {
    static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.1f s", interval)
    }
}
