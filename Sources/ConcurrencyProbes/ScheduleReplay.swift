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
        let steps = try code.split(separator: " ").map { token throws(ReplayError) in
            let refused = ReplayError.notAStep(code: code, token: String(token), operations: operations)
            let parts = token.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2, let head = parts.first, let letter = head.first,
                  let index = number(head.dropFirst()), index < operations
            else { throw refused }
            var cut: Int?
            if parts.count == 2 {
                guard let after = number(parts[1]), after >= 1 else { throw refused }
                cut = after
            }
            let event: ScheduleEvent
            switch letter {
            case "s": event = .start(index)
            case "a": event = .answer(index)
            case "r": event = .resume(index)
            default: throw refused
            }
            return PlannedStep(event: event, cutAfter: cut)
        }
        guard steps.contains(where: { $0.event.started != nil }) else {
            throw .noCallStarts(code: code)
        }
        return steps
    }

    /// A number written as `code` writes it: digits only, no sign, no leading zero.
    private static func number(_ text: Substring) -> Int? {
        guard let value = Int(text), String(value) == text else { return nil }
        return value
    }
}

/// Thrown by ``ScheduleExplorer/replay(_:)``: the string is not a schedule of its calls, or
/// the schedule could not be run again as written.
public enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `token` is not a step: `s`, `a` or `r`, a call's number, optionally `/n`.
    case notAStep(code: String, token: String, operations: Int)
    /// No call starts in the string, so it runs nothing.
    case noCallStarts(code: String)
    /// The schedule went differently this time: step `step` was not possible, a cut it asks
    /// for did not happen, or steps were left over once every call had ended. The code under
    /// test depends on something the explorer does not control.
    case diverged(code: String, step: Int)

    /// What is wrong, in one line.
    public var description: String {
        switch self {
        case let .notAStep(code, token, operations):
            "\"\(code)\" is not a schedule of these \(operations) calls: \"\(token)\" is not a step"
                + " (s, a or r and a call's number from 0 to \(operations - 1), optionally /n to cut after n jobs)"
        case let .noCallStarts(code):
            "\"\(code)\" starts no call (a schedule begins with s and a call's number)"
        case let .diverged(code, step):
            "\"\(code)\" could not be run again as written: it went differently at step \(step)"
                + " (the code under test depends on something the explorer does not control)"
        }
    }
}
