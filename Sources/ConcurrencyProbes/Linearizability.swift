/// A contract written as a plain, sequential type: what each call returns, one call at a time.
///
/// ```swift
/// struct CounterModel: SequentialModel {
///     var value = 0
///     mutating func apply(_ call: CounterCall) -> Int {
///         switch call {
///         case .increment: value += 1; return value
///         case .read: return value
///         }
///     }
/// }
/// ```
public protocol SequentialModel: Sendable {
    /// A call, with its arguments.
    associatedtype Call: Sendable
    /// What a call returned (or threw), as the test records it.
    associatedtype Outcome: Sendable & Equatable
    /// Runs `call` on the model and says what it returns.
    mutating func apply(_ call: Call) -> Outcome
}

/// One end of a call in a history: it began (with what), or it ended (with what it returned).
/// Record them in a ``Journal`` as they happen; the explorer's order is the schedule's own.
///
/// ```swift
/// world.journal.record(.began(call: number, call))
/// world.journal.record(.ended(call: number, outcome))
/// ```
public enum CallEvent<Call: Sendable, Outcome: Sendable & Equatable>: Sendable {
    /// Call number `call` began, as `Call` says.
    case began(call: Int, Call)
    /// Call number `call` ended, with what it returned or threw.
    case ended(call: Int, Outcome)
}

/// Whether a history of overlapping calls is explained by some one-at-a-time order of them,
/// consistent with which call ended before which began (linearizability, as JetBrains'
/// Lincheck and Wing & Gong's search check it).
///
/// ```swift
/// let order = Linearizability.order(of: journal.entries, from: CounterModel()) { $0.value == finalValue }
/// if order == nil { /* no order of the calls gives what they returned */ }
/// ```
public enum Linearizability {
    /// The first order (as call numbers) in which the model returns what every call returned
    /// and ends in a state `final` accepts; `nil` if there is none. A call that never ended may
    /// be placed anywhere after it began, or left out.
    public static func order<Model: SequentialModel>(
        of history: [CallEvent<Model.Call, Model.Outcome>], from initial: Model,
        final: (Model) -> Bool = { _ in true }
    ) -> [Int]? {
        var calls: [Int: (call: Model.Call, began: Int, ended: Int?, outcome: Model.Outcome?)] = [:]
        for (position, event) in history.enumerated() {
            switch event {
            case let .began(id, call): calls[id] = (call, position, nil, nil)
            case let .ended(id, outcome):
                calls[id]?.ended = position
                calls[id]?.outcome = outcome
            }
        }
        func search(_ model: Model, _ left: Set<Int>, _ order: [Int]) -> [Int]? {
            let mustPlace = left.filter { calls[$0]?.ended != nil }
            if mustPlace.isEmpty, final(model) { return order }
            // A call can go next if no other call left had ended before it began.
            let earliestEnd = left.compactMap { calls[$0]?.ended }.min() ?? Int.max
            for id in left.sorted() where calls[id]!.began < earliestEnd {
                var next = model
                let outcome = next.apply(calls[id]!.call)
                if let seen = calls[id]!.outcome, seen != outcome { continue }
                if let found = search(next, left.subtracting([id]), order + [id]) { return found }
            }
            return nil
        }
        return search(initial, Set(calls.keys), [])
    }
}
