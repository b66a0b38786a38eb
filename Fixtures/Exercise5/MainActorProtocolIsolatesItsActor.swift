// Compile-fail fixture, Exercise 5, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency. (In Swift 5 mode the same call is a warning.)
//
// With main-actor isolation by default, a protocol declared in the app target is
// main-actor isolated, and an actor that conforms to it has its initializer inferred
// main-actor isolated from that conformance: code off the main actor can no longer make the
// logger. Its twin declares the protocol `nonisolated` (SE-0449), as Exercise 5's does.
public protocol Logger: Sendable {
    func log(_ message: String) async
}

public actor InMemoryLogger: Logger {
    private var lines: [String] = []

    public init() {}  // expected-note {{calls to initializer 'init()' from outside of its actor context are implicitly asynchronous}}
    // expected-note@-1 {{main actor isolation inferred from conformance to protocol 'Logger'}}

    public func log(_ message: String) {
        lines.append(message)
    }
}

nonisolated func makeLogger() -> InMemoryLogger {
    InMemoryLogger()  // expected-error {{call to main actor-isolated initializer 'init()' in a synchronous nonisolated context}}
}
