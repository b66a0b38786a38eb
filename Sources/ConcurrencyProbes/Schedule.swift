/// One step of a schedule: an operation starts, it goes on from where it waits (its
/// dependency answers), or it goes on from an `await` no gate controls (it had changed
/// actor, or awaited a task, and another call ran meanwhile).
public enum ScheduleEvent: Hashable, Sendable {
    /// Call i starts.
    case start(Int)
    /// Call i's gate answers it, and it goes on.
    case answer(Int)
    /// Call i goes on from an `await` no gate controls.
    case resume(Int)

    /// Operation first; a start, then an answer, then a resumption.
    var sortKey: Int {
        switch self {
        case let .start(index): index * 3
        case let .answer(index): index * 3 + 1
        case let .resume(index): index * 3 + 2
        }
    }

    /// The call the event is about.
    public var operation: Int {
        switch self {
        case let .start(index), let .answer(index), let .resume(index): index
        }
    }

    /// The call this event starts, if it starts one.
    var started: Int? {
        if case let .start(index) = self { index } else { nil }
    }
}

/// An order of events for some of a scenario's operations (indices into the scenario), as
/// the `ScheduleExplorer` ran it.
///
/// An actor runs one piece of a call at a time and is cut only at its `await`s, so for
/// calls that wait once the schedules are the orders of {call i starts, call i's dependency
/// answers}: 30 for two calls that wait and one that does not, 630 for three and one. A
/// call the explorer cuts at an `await` no gate controls adds "call i goes on".
public struct Schedule: Hashable, Sendable {
    /// The calls in the schedule (indices into the scenario).
    public let operations: [Int]
    /// The steps, in order.
    public let events: [ScheduleEvent]

    /// Every non-empty group of `count` operations, smallest groups first, each in index order.
    static func groups(of count: Int) -> [[Int]] {
        (1..<(1 << count))
            .map { mask in (0..<count).filter { mask & (1 << $0) != 0 } }
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
    }

    /// How many times the schedule switches away from an operation that is still waiting
    /// (a later step lets it go on): 0 for one operation after another. Fewer switches are
    /// easier to follow.
    var preemptions: Int {
        events.indices.dropLast().filter { position in
            let operation = events[position].operation
            return events[position + 1].operation != operation
                && events[(position + 1)...].contains { $0 == .answer(operation) || $0 == .resume(operation) }
        }.count
    }

    /// Orders schedules from the simplest to follow: fewer operations, fewer events, fewer
    /// preemptions; then the earlier-declared operations first, so the choice is stable.
    static func simpler(_ lhs: Schedule, _ rhs: Schedule) -> Bool {
        let left = (lhs.operations.count, lhs.events.count, lhs.preemptions)
        let right = (rhs.operations.count, rhs.events.count, rhs.preemptions)
        if left != right { return left < right }
        return lhs.events.map(\.sortKey).lexicographicallyPrecedes(rhs.events.map(\.sortKey))
    }
}
