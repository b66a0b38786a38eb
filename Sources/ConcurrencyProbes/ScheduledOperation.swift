/// One call in a scenario the ``ScheduleExplorer`` runs in every order.
///
/// A call either **awaits** a dependency the explorer controls (it parks on a
/// ``SuspensionGate`` of its own response type until the explorer answers it) or runs to its
/// end **at once**. `effect`, when given, is what the subject must show when this call is the
/// latest word (the ready-made check ``ScheduleCheck/latestWordWins``).
///
/// ```swift
/// let withdraw = ScheduledOperation<CheckThenPayAccount, Ledger>.awaiting(
///     "withdraw 80", on: "the fraud check", answer: true, shown: "approved"
/// ) { account, fraudCheck in
///     try await account.withdraw(80) { try await fraudCheck.park() }
/// }
/// let deposit = ScheduledOperation<CheckThenPayAccount, Ledger>.immediate("deposit 10") { account in
///     await account.deposit(10)
/// }
/// ```
public struct ScheduledOperation<Subject: Sendable, State: Sendable>: Sendable {
    /// The call's name in traces ("withdraw 80").
    public let name: String
    /// What the call waits for, in the trace ("the network"); `nil` for a call that does not wait.
    public let dependency: String?
    /// The answer, as the trace shows it.
    let answerText: String
    /// What the subject shows when this call started last and its word won.
    public let effect: State?
    /// Makes the call's gate, of the call's own response type, for one run of one schedule.
    let prepare: @Sendable (GateSettings) -> PreparedCall<Subject>

    /// True if the call waits at a gate the explorer answers.
    public var awaits: Bool { dependency != nil }

    /// A call that suspends on `dependency` until the explorer answers it with `answer`
    /// (shown in the trace as `answerText`). The body parks on the gate it is given, at one
    /// place or several (`park(at:)` names them in the trace).
    public static func awaiting<Response: Sendable>(
        _ name: String, on dependency: String = "its dependency", answer: Response, shown answerText: String,
        effect: State? = nil,
        _ body: @escaping @Sendable (Subject, SuspensionGate<Response>) async throws -> Void
    ) -> Self {
        Self(name: name, dependency: dependency, answerText: answerText, effect: effect) { settings in
            let gate = SuspensionGate<Response>(name: settings.name, cancellation: settings.cancellation, onArrival: settings.onArrival)
            return PreparedCall(
                run: { subject in try await body(subject, gate) },
                answer: { gate.release(returning: answer) },
                abandon: {
                    gate.releaseEveryParked(throwing: CancellationError())
                    // A call released there may park again (a dependency that answers anyway):
                    // the next arrivals get their answer at once.
                    for _ in 0..<2 { gate.release(throwing: CancellationError()) }
                })
        }
    }

    /// A call that runs to its end without waiting for anything the explorer controls.
    public static func immediate(
        _ name: String, effect: State? = nil,
        _ body: @escaping @Sendable (Subject) async throws -> Void
    ) -> Self {
        Self(name: name, dependency: nil, answerText: "", effect: effect) { _ in
            PreparedCall(run: body, answer: {}, abandon: {})
        }
    }
}

/// How the explorer wants a call's gate made: its name in messages, what a cancelled caller
/// does there, and whom to tell when a caller parks.
struct GateSettings: Sendable {
    let name: String
    let cancellation: DependencyCancellation
    let onArrival: @Sendable (_ place: String?) -> Void
}

/// One call, ready for one run: its body bound to its gate, and the explorer's two hands on
/// that gate, whatever type the gate answers with.
struct PreparedCall<Subject: Sendable>: Sendable {
    let run: @Sendable (Subject) async throws -> Void
    /// Lets the parked call go on with its answer.
    let answer: @Sendable () -> Void
    /// Lets every parked caller go with `CancellationError`, at the end of a run.
    let abandon: @Sendable () -> Void
}
