// Compile-fail fixture, Exercise 5, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// `LogFormat`, the decorators' helper, saying nothing: it conforms to nothing, so under
// main-actor isolation by default (SE-0466) it is a main-actor type, as `CatalogComposition`
// is. Inside `await logger.log(…)` the call to it is covered by that `await` and the compiler
// says nothing (no annotation there: `-verify` fails on any diagnostic it did not expect), but
// it hops to the main actor and back for every line logged. Synchronous code off the main
// actor shows it. Its twin says `nonisolated` (SE-0449), as both tracks do, and compiles.
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

    func startLine() -> String {  // expected-note {{add '@MainActor' to make instance method 'startLine()' part of global actor 'MainActor'}}
        "loadAll() started at \(LogFormat.seconds(0))"  // expected-error {{call to main actor-isolated static method 'seconds' in a synchronous nonisolated context}}
    }
}

enum LogFormat {
    static func seconds(_ interval: TimeInterval) -> String {  // expected-note {{calls to static method 'seconds' from outside of its actor context are implicitly asynchronous}}
        String(format: "%.1f s", interval)
    }
}
