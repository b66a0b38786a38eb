/// What the calls of one schedule did, in the order they did it: a check that sees only the
/// final state cannot say what a call returned, or which state came first.
///
/// The explorer runs one job at a time, so the order a journal keeps is the schedule's own,
/// the same each time the schedule runs. Make one per subject (in `makeSubject`), record from
/// the calls and the test doubles, and hand the entries to the check with the state:
///
/// ```swift
/// struct World: Sendable { let store: Store; let journal = Journal<Event>() }
/// let load = ScheduledOperation<World, Seen>.awaiting("load A", answer: answer, shown: "…") { world, network in
///     do { world.journal.record(.returned("A", try await Repository(world, network).loadAll())) }
///     catch { world.journal.record(.threw("A", error)) }
/// }
/// // observe: { Seen(cache: await $0.store.load(), events: $0.journal.entries) }
/// ```
public final class Journal<Entry: Sendable>: Sendable {
    private let recorded = Locked<[Entry]>([])

    /// An empty journal.
    public init() {}

    /// Adds `entry` after every entry recorded so far.
    public func record(_ entry: Entry) {
        recorded.withLock { $0.append(entry) }
    }

    /// Every entry, oldest first.
    public var entries: [Entry] { recorded.value }
}
