// Compile-fail fixture, Exercise 5, compiled in Swift 6 mode as SwiftPM builds the package.
//
// A logger on a global actor of its own, as clause 1 allows ("on the logger's own
// isolation"), conforming to Exercise 5's `nonisolated protocol Logger`. On 6.3.1 the
// method that witnesses `log(_:)` is nonisolated although its class is `@LogActor`: the
// `nonisolated` on the protocol (SE-0449) reaches the witness, so appending to the class's
// state there is rejected. Its twin names the actor on the method, and compiles.
public nonisolated protocol Logger: Sendable {
    func log(_ message: String) async
}

@globalActor public actor LogActor {
    public static let shared = LogActor()
}

@LogActor public final class InMemoryLogger: Logger {
    private var lines: [String] = []  // expected-note {{mutation of this property is only permitted within the actor}}

    public init() {}

    public func log(_ message: String) async {
        lines.append(message)  // expected-error {{global actor 'LogActor'-isolated property 'lines' can not be mutated from a nonisolated context}} expected-note {{consider declaring an isolated method on 'LogActor' to perform the mutation}}
    }

    public func entries() async -> [String] {
        lines
    }
}
