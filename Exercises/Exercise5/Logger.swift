import Foundation

/// Where the composed repositories write what they did (lesson 004's `Logger`).
///
/// `async`, so that an actor can conform: from outside, every call to an actor is async.
public nonisolated protocol Logger: Sendable {
    func log(_ message: String) async
}

/// One line of the log, stamped with the logger's clock.
public nonisolated struct LogEntry: Sendable, Equatable {
    public let date: Date
    public let message: String

    public init(date: Date, message: String) {
        self.date = date
        self.message = message
    }
}
