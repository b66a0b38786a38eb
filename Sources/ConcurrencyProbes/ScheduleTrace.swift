/// One schedule as it ran: its steps, each with the state after it, and the verdict — values
/// a test can read; ``description`` prints them as a numbered trace (``TraceFormatter``).
///
/// ```swift
/// if let trace = report.simplestFailure {
///     print(trace)                      // 1. withdraw 80 starts and waits for … ✗ …
///     print(trace.replay)               // "s0 s1 a0 a1": explorer.replay(trace.replay) runs it alone
/// }
/// ```
public struct ScheduleTrace: Sendable, CustomStringConvertible {
    /// The schedule's calls and events.
    public let schedule: Schedule
    /// Each step, numbered, with the state after it.
    public let steps: [TraceStep]
    /// How the schedule ended.
    public let verdict: Verdict
    /// The schedule as a short string that ``ScheduleExplorer/replay(_:)`` runs again, alone.
    public let replay: String
    /// True if a step of the schedule it replayed was not possible this time.
    let unreplayable: Bool
    /// True if it ran a smaller group of the calls and a call waited for one outside the group.
    let incompleteGroup: Bool

    init(
        schedule: Schedule, steps: [TraceStep], verdict: Verdict, replay: String, unreplayable: Bool = false,
        incompleteGroup: Bool = false
    ) {
        self.schedule = schedule
        self.steps = steps
        self.verdict = verdict
        self.replay = replay
        self.unreplayable = unreplayable
        self.incompleteGroup = incompleteGroup
    }

    /// How a schedule ended.
    public enum Verdict: Sendable, Equatable {
        /// The check held; the final state, shown.
        case held(state: String)
        /// The check failed: the final state, shown, and the check's message.
        case broken(state: String, message: String)
        /// A call never settled, or a replay could not take its step: why.
        case couldNotGoOn(String)
    }

    /// True if the check held.
    public var held: Bool { if case .held = verdict { true } else { false } }
    /// True if a call never settled (neither ended nor waited at its gate) within the step limit.
    public var stuck: Bool { if case .couldNotGoOn = verdict { true } else { false } }

    /// The numbered trace and the verdict.
    public var description: String { TraceFormatter.text(self) }
}

/// One numbered step of a trace.
public struct TraceStep: Sendable, Equatable, CustomStringConvertible {
    /// The step's number, from 1.
    public let number: Int
    /// What happened.
    public let event: Event
    /// The subject's state after the step, shown; `nil` where it could not be read without
    /// waiting behind a call cut on its way into an actor.
    public let state: String?

    /// What a step was.
    public enum Event: Sendable, Equatable {
        /// A call did something, and this is where it stands now.
        case call(Call)
        /// The explorer could not go on: why.
        case stalled(String)
    }

    /// A call's step: the call, what the step did to it, and where it left it.
    public struct Call: Sendable, Equatable {
        /// The call's name.
        public let name: String
        /// What the call waits for ("the network"); `nil` for a call that does not wait.
        public let dependency: String?
        /// What the step did to the call.
        public let action: Action
        /// Where the step left the call.
        public let result: Result
    }

    /// What the step did to the call.
    public enum Action: Sendable, Equatable {
        /// It started.
        case starts
        /// Its dependency answered it (with the answer, shown).
        case answered(with: String)
        /// It was let go from a named place it waited at ("its turn at the disk").
        case letGo(from: String)
        /// It went on from an `await` no gate controls, after another call ran.
        case goesOn
        /// A task the call made (`Task {}`, `Task.detached`) ran its next piece.
        case itsTaskGoesOn
    }

    /// Where the step left the call.
    public enum Result: Sendable, Equatable {
        /// Parked at a gate: at a named place, or (`nil`) at its dependency.
        case waits(at: String?)
        /// It returned.
        case ends
        /// It threw this error.
        case throwsError(String)
        /// Suspended at an `await` no gate controls (it changed actor, or awaited a task).
        case suspendedElsewhere
        /// Cut where a task it made (`Task {}`, `Task.detached`) is ready to run next.
        case itsTaskIsReady
        /// It returned, and a task it made waits at its gate (at a named place, or its dependency).
        case endsWhileItsTaskWaits(at: String?)
        /// Waiting for another call's turn on an actor to end.
        case waitsForAnotherCall
        /// Neither ended nor parked within the step limit.
        case neverSettled(within: Duration)
    }

    /// The step as one numbered line.
    public var description: String { TraceFormatter.text(self) }
}

/// The one place a trace becomes words.
///
/// ```swift
/// let lines = trace.steps.map(TraceFormatter.text)
/// ```
public enum TraceFormatter {
    /// Every step, numbered, then the verdict.
    public static func text(_ trace: ScheduleTrace) -> String {
        (trace.steps.map(text) + [text(trace.verdict)]).joined(separator: "\n")
    }

    /// One step as one numbered line, with the state after it.
    public static func text(_ step: TraceStep) -> String {
        let said: String
        switch step.event {
        case let .stalled(reason): said = reason
        case let .call(call): said = text(call)
        }
        return "\(step.number). \(said)" + (step.state.map { " -> \($0)" } ?? "")
    }

    /// The verdict line: ✓ or ✗, the state, and the message.
    public static func text(_ verdict: ScheduleTrace.Verdict) -> String {
        switch verdict {
        case let .held(state): "✓ \(state)"
        case let .broken(state, message): "✗ \(state), \(message)"
        case let .couldNotGoOn(reason): "✗ the schedule could not go on: \(reason)"
        }
    }

    static func text(_ call: TraceStep.Call) -> String {
        let dependency = call.dependency ?? "its dependency"
        let what: String = switch call.action {
        case .starts: call.name + (call.dependency != nil ? " starts" : "")
        case .goesOn: "\(call.name) goes on"
        case .itsTaskGoesOn: "the task \(call.name) made goes on"
        case let .letGo(place): "\(call.name) gets \(place)"
        case let .answered(answer): "\(dependency) answers \(call.name) with \(answer); it resumes"
        }
        switch call.result {
        case let .waits(place): return "\(what) and waits for \(place ?? dependency)"
        case let .throwsError(error): return "\(what) and throws \(error)"
        case .ends where call.action == .starts && call.dependency != nil:
            return "\(what) and runs to its end without waiting for \(dependency)"
        case .ends: return what
        case .suspendedElsewhere: return "\(what) and suspends at an `await` no gate controls"
        case .itsTaskIsReady: return "\(what); a task it made is ready to run"
        case let .endsWhileItsTaskWaits(place): return "\(what) and returns, while a task it made waits for \(place ?? dependency)"
        case .waitsForAnotherCall: return "\(what) and waits for another call's turn to end"
        case let .neverSettled(limit): return "\(what), but it neither ends nor waits at its gate within \(limit)"
        }
    }
}
