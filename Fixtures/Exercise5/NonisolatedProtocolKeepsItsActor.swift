// Fixed twin of MainActorProtocolIsolatesItsActor.swift (Exercise 5), compiled with the same
// settings (Swift 6 mode, Xcode 26's concurrency settings): the protocol is `nonisolated` (SE-0449), so an actor that conforms keeps
// its own isolation and its initializer is callable from anywhere, as under Swift 6's
// package defaults.
public nonisolated protocol Logger: Sendable {
    func log(_ message: String) async
}

public actor InMemoryLogger: Logger {
    private var lines: [String] = []

    public init() {}

    public func log(_ message: String) {
        lines.append(message)
    }
}

nonisolated func makeLogger() -> InMemoryLogger {
    InMemoryLogger()
}
