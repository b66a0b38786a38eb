/// One call in a scenario the `ScheduleExplorer` runs in every order.
///
/// A call either **awaits** a dependency the explorer controls (it parks on a
/// `SuspensionGate` until the explorer answers it) or runs to its end **at once**.
/// `effect` is what the subject must show when this call is the latest word: the call
/// that started last wins.
///
/// ```swift
/// let refreshA = ScheduledOperation<SessionProductStore, [Product], [String]>.awaiting(
///     "refresh A", answer: [makeProduct("A")], shown: "[A]", effect: ["A"]
/// ) { store, network in
///     try await store.refresh(from: GatedProductRepository(gate: network))
/// }
/// let clear = ScheduledOperation<SessionProductStore, [Product], [String]>.immediate(
///     "clear()", effect: []
/// ) { store in await store.clear() }
/// ```
public struct ScheduledOperation<Subject: Sendable, Response: Sendable, State: Sendable & Equatable>: Sendable {
    public let name: String
    /// What the call waits for, in the trace ("the network"); `nil` for a call that does not wait.
    public let dependency: String?
    let answer: Response?
    let answerText: String
    public let effect: State
    let body: @Sendable (Subject, SuspensionGate<Response>) async throws -> Void

    public var awaits: Bool { dependency != nil }

    /// A call that suspends on `dependency` until the explorer answers it with `answer`
    /// (shown in the trace as `answerText`).
    public static func awaiting(
        _ name: String, on dependency: String = "the network", answer: Response, shown answerText: String,
        effect: State, _ body: @escaping @Sendable (Subject, SuspensionGate<Response>) async throws -> Void
    ) -> Self {
        Self(name: name, dependency: dependency, answer: answer, answerText: answerText, effect: effect, body: body)
    }

    /// A call that runs to its end without waiting for anything the explorer controls.
    public static func immediate(
        _ name: String, effect: State, _ body: @escaping @Sendable (Subject) async throws -> Void
    ) -> Self {
        Self(name: name, dependency: nil, answer: nil, answerText: "", effect: effect) { subject, _ in try await body(subject) }
    }
}
