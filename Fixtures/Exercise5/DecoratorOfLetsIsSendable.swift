// The fixed twin of DecoratorWithVarDeclaredSendable.swift: a decorator of `let`s of
// Sendable types is Sendable as it stands, with nothing to trust. No `@unchecked` needed,
// and the compiler will object the day someone adds a `var`.
protocol ProductRepository: Sendable {
    func loadAll() async throws -> [String]
}

protocol Logger: Sendable {
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
        await logger.log("loadAll() started")
        return try await decoratee.loadAll()
    }
}
