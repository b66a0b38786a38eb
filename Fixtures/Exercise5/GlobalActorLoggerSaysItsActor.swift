// Fixed twin of GlobalActorLoggerWitnessIsNonisolated.swift (Exercise 5), compiled with the
// same settings: the method that witnesses the `nonisolated protocol`'s requirement names its
// actor itself (`@LogActor func log(_:)`), so it runs on the logger's own isolation and may
// append; callers through `any Logger` await it as the requirement says.
public nonisolated protocol Logger: Sendable {
    func log(_ message: String) async
}

@globalActor public actor LogActor {
    public static let shared = LogActor()
}

@LogActor public final class InMemoryLogger: Logger {
    private var lines: [String] = []

    public init() {}

    @LogActor public func log(_ message: String) async {
        lines.append(message)
    }

    public func entries() async -> [String] {
        lines
    }
}

nonisolated func record(_ line: String, in logger: any Logger) async {
    await logger.log(line)
}
