/// What must hold after every schedule: a check over the subject's final state and the order
/// the calls started in, which returns what went wrong, or `nil` when the schedule is fine.
///
/// ```swift
/// // Money is never made or lost: what is left is what was there, minus what was paid out.
/// let conserved = ScheduleCheck<Ledger>("money is conserved") { outcome in
///     let (balance, paidOut) = (outcome.state.balance, outcome.state.paidOut)
///     return balance + paidOut == 100 && balance >= 0 ? nil
///         : "\(paidOut) paid out of 100 leaves \(balance): money was made or lost"
/// }
/// ```
/// ``latestWordWins`` is ready-made for stores whose newest call should decide.
public struct ScheduleCheck<State: Sendable>: Sendable {
    /// The rule in a few words, for the report ("money is conserved").
    public let rule: String
    let verdict: @Sendable (ScheduleOutcome<State>) -> String?

    /// - Parameters:
    ///   - rule: the rule in a few words, for the report.
    ///   - verdict: what went wrong in this outcome, in words; `nil` if it holds.
    public init(_ rule: String, _ verdict: @escaping @Sendable (ScheduleOutcome<State>) -> String?) {
        self.rule = rule
        self.verdict = verdict
    }
}

extension ScheduleCheck where State: Equatable {
    /// The call that started last has the last word: the subject ends as that call's
    /// `effect` says (a call without an `effect` makes no claim).
    ///
    /// ```swift
    /// let explorer = ScheduleExplorer(..., operations: [refreshA, refreshB, clear], check: .latestWordWins)
    /// ```
    public static var latestWordWins: Self {
        Self("the latest word wins") { outcome in
            guard let last = outcome.started.last, let expected = outcome.effectOfLastStarted, expected != outcome.state else {
                return nil
            }
            return "expected \(outcome.show(expected)): \(last) started last, so its word should win."
        }
    }
}

/// How one schedule ended: the subject's state, and the calls in the order they started.
public struct ScheduleOutcome<State: Sendable>: Sendable {
    /// The subject's state after every call ended.
    public let state: State
    /// The names of the schedule's calls, in the order they started.
    public let started: [String]
    /// The calls that had started and not yet ended when the last call started, in the order
    /// they started: empty when it started alone, after every other call had ended.
    ///
    /// ```swift
    /// // "clear() started when nothing was running" is a rule of its own (a sign-out on an idle store).
    /// let alone = outcome.started.last == "clear()" && outcome.runningWhenLastStarted.isEmpty
    /// ```
    public let runningWhenLastStarted: [String]
    /// The `effect` of the call that started last, if it declared one.
    public let effectOfLastStarted: State?
    private let shows: @Sendable (State) -> String

    init(
        state: State, started: [String], runningWhenLastStarted: [String], effectOfLastStarted: State?,
        show: @escaping @Sendable (State) -> String
    ) {
        self.state = state
        self.started = started
        self.runningWhenLastStarted = runningWhenLastStarted
        self.effectOfLastStarted = effectOfLastStarted
        self.shows = show
    }

    /// A state in the explorer's words (its `show`), for a check's message.
    public func show(_ state: State) -> String { shows(state) }
}
