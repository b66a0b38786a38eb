/// A step the explorer plans to take: its event and, for a call it cuts at an `await` no
/// gate controls, after how many of the step's jobs.
struct PlannedStep: Hashable, Sendable {
    let event: ScheduleEvent
    var cutAfter: Int?
}

/// A schedule as a short string, and back: `s` starts call i, `a` answers it, `r` lets it go
/// on from an `await` no gate controls; `/n` cuts the step after its n-th job. Calls are
/// numbered from 0 in the order the explorer was given them: "s0 s1/2 a0 r1 a1".
enum ScheduleReplay {
    static func code(_ steps: [PlannedStep]) -> String {
        steps.map { step in
            let letter = switch step.event {
            case .start: "s"
            case .answer: "a"
            case .resume: "r"
            }
            return "\(letter)\(step.event.operation)" + (step.cutAfter.map { "/\($0)" } ?? "")
        }.joined(separator: " ")
    }

    static func steps(_ code: String, operations: Int) throws(ReplayError) -> [PlannedStep] {
        try code.split(separator: " ").map { token throws(ReplayError) in
            let parts = token.split(separator: "/", omittingEmptySubsequences: false)
            guard let head = parts.first, let letter = head.first, let index = Int(head.dropFirst()),
                  (0..<operations).contains(index), parts.count <= 2
            else { throw ReplayError(code: code, token: String(token), operations: operations) }
            let cut = parts.count == 2 ? Int(parts[1]) : nil
            if parts.count == 2 && (cut ?? 0) < 1 { throw ReplayError(code: code, token: String(token), operations: operations) }
            let event: ScheduleEvent
            switch letter {
            case "s": event = .start(index)
            case "a": event = .answer(index)
            case "r": event = .resume(index)
            default: throw ReplayError(code: code, token: String(token), operations: operations)
            }
            return PlannedStep(event: event, cutAfter: cut)
        }
    }
}

/// Thrown by ``ScheduleExplorer/replay(_:)`` for a string that is not a schedule of its calls.
public struct ReplayError: Error, Sendable, CustomStringConvertible {
    /// The string that was given.
    public let code: String
    /// The first part of `code` that is not a step.
    public let token: String
    /// How many calls the explorer has.
    public let operations: Int

    /// What is wrong with the string, in one line.
    public var description: String {
        "\"\(code)\" is not a schedule of these \(operations) calls: \"\(token)\" is not a step"
            + " (s, a or r and a call's number from 0 to \(operations - 1), optionally /n to cut after n jobs)"
    }
}
