/// One step of a schedule: an operation starts, or it goes on from where it waits (its
/// dependency answers).
public enum ScheduleEvent: Hashable, Sendable {
    case start(Int)
    case answer(Int)

    /// Operation first, a start before an answer.
    var sortKey: Int {
        switch self {
        case let .start(index): index * 2
        case let .answer(index): index * 2 + 1
        }
    }

    public var operation: Int {
        switch self {
        case let .start(index), let .answer(index): index
        }
    }
}

/// An order of events for some of a scenario's operations (indices into the scenario).
///
/// `all(of:awaits:)` counts them for calls that wait once; the `ScheduleExplorer` finds them
/// as it runs, so calls may wait any number of times.
public struct Schedule: Hashable, Sendable {
    public let operations: [Int]
    public let events: [ScheduleEvent]

    /// Every order of the events of `operations` in which each operation starts before its
    /// dependency answers. `awaits[i]` says whether operation `i` waits for a dependency
    /// (two events) or runs to its end at once (one event).
    ///
    /// An actor runs one piece of a call at a time and is cut only at its `await`s, so for
    /// calls that suspend once these are all the schedules there are: 30 for two calls
    /// that await and one that does not, 630 for three and one.
    ///
    /// ```swift
    /// Schedule.all(of: [0, 1, 2], awaits: [true, true, false]).count   // 30
    /// ```
    public static func all(of operations: [Int], awaits: [Bool]) -> [Schedule] {
        var schedules: [Schedule] = []
        var events: [ScheduleEvent] = []
        var started = Set<Int>()
        var answered = Set<Int>()
        let total = operations.reduce(0) { $0 + (awaits[$1] ? 2 : 1) }
        func extend() {
            if events.count == total {
                schedules.append(Schedule(operations: operations, events: events))
                return
            }
            for operation in operations {
                let next: ScheduleEvent
                if !started.contains(operation) {
                    next = .start(operation)
                } else if awaits[operation] && !answered.contains(operation) {
                    next = .answer(operation)
                } else {
                    continue
                }
                events.append(next)
                if case .start = next { started.insert(operation) } else { answered.insert(operation) }
                extend()
                events.removeLast()
                if case .start = next { started.remove(operation) } else { answered.remove(operation) }
            }
        }
        extend()
        return schedules
    }

    /// Every non-empty group of `count` operations, smallest groups first, each in index order.
    public static func groups(of count: Int) -> [[Int]] {
        (1..<(1 << count))
            .map { mask in (0..<count).filter { mask & (1 << $0) != 0 } }
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) }
    }

    /// How many times the schedule switches away from an operation that is still waiting
    /// (a later step lets it go on): 0 for one operation after another. Fewer switches are
    /// easier to follow.
    public var preemptions: Int {
        events.indices.dropLast().filter { position in
            let operation = events[position].operation
            return events[position + 1].operation != operation
                && events[(position + 1)...].contains(.answer(operation))
        }.count
    }

    /// Orders schedules from the simplest to follow: fewer operations, fewer events, fewer
    /// preemptions; then the earlier-declared operations first, so the choice is stable.
    public static func simpler(_ lhs: Schedule, _ rhs: Schedule) -> Bool {
        let left = (lhs.operations.count, lhs.events.count, lhs.preemptions)
        let right = (rhs.operations.count, rhs.events.count, rhs.preemptions)
        if left != right { return left < right }
        return lhs.events.map(\.sortKey).lexicographicallyPrecedes(rhs.events.map(\.sortKey))
    }

    /// The operation that started last: the one whose word should win.
    public var lastStarted: Int? {
        events.last { if case .start = $0 { true } else { false } }?.operation
    }
}
