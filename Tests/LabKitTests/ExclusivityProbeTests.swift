import Catalog
import Foundation
import LabKit
import Testing

/// The probe against four small counters whose answers are known: it must catch the
/// unprotected one, and tell how each of the others keeps its calls apart.
@Suite("LabKit: ExclusivityProbe")
struct ExclusivityProbeTests {
    @Test("a class that lets every caller in is caught: the second call gets in")
    func catchesAnUnprotectedClass() async {
        let probe = ExclusivityProbe()
        let counter = UnprotectedCounter(clock: ProbeClock(probe: probe))

        let outcome = await probe.run(holding: ProbedCall("stamp()") { await counter.stamp() },
                                      whileCalling: ProbedCall("count()") { _ = await counter.count() })

        #expect(outcome == .overlap(first: "stamp()", second: "count()", heldAt: "`clock.now()`", secondReached: nil))
    }

    @Test("a second call that reaches the checkpoint too is named there")
    func namesTheCheckpointTheSecondCallReached() async {
        let probe = ExclusivityProbe()
        let counter = UnprotectedCounter(clock: ProbeClock(probe: probe))

        let outcome = await probe.run(holding: ProbedCall("stamp()") { await counter.stamp() },
                                      whileCalling: ProbedCall("stamp() again") { await counter.stamp() })

        #expect(outcome.isOverlap)
        #expect(outcome.description.contains("reached `clock.now()`"))
    }

    @Test("an actor queues the second call, and pays no waiting time")
    func anActorQueues() async {
        let probe = ExclusivityProbe(patience: .seconds(30))
        let counter = ActorCounter(clock: ProbeClock(probe: probe))
        let started = ContinuousClock.now

        let outcome = await probe.run(holding: ProbedCall("stamp()") { await counter.stamp() },
                                      whileCalling: ProbedCall("count()") { _ = await counter.count() })

        #expect(outcome == .queued(first: "stamp()", second: "count()"))
        // The probe's patience is 30 s: well under it is the event. (5 s was too tight under
        // ThreadSanitizer beside the watchdog's exit tests, whose child processes spin every core.)
        #expect(ContinuousClock.now - started < .seconds(15), "queued is an event, not the probe's 30 s timeout")
        #expect(await counter.count() == 1)
    }

    @Test("an actor that awaits another actor before its checkpoint lets the second call in there, and is caught")
    func anAwaitBeforeTheCheckpointIsCaught() async {
        let probe = ExclusivityProbe()
        let counter = AuditingCounter(clock: ProbeClock(probe: probe))

        let outcome = await probe.run(holding: ProbedCall("stamp()") { await counter.stamp() },
                                      whileCalling: ProbedCall("reset()") { await counter.reset() })

        #expect(outcome == .overlapAtAwait(first: "stamp()", second: "reset()", secondReached: nil))
        #expect(outcome.isOverlap)
        #expect(outcome.description.contains("suspended at an `await` inside the type"))
    }

    @Test("a lock around every call blocks the second call")
    func aLockBlocks() async {
        let probe = ExclusivityProbe()
        let counter = LockedCounter(clock: ProbeClock(probe: probe))

        let outcome = await probe.run(holding: ProbedCall("stamp()") { await counter.stamp() },
                                      whileCalling: ProbedCall("count()") { _ = await counter.count() })

        #expect(outcome == .blocked(first: "stamp()", second: "count()"))
        #expect(outcome.isSerialised)
    }

    @Test("a type on the main actor is reported, not held (holding it would stop the main actor)")
    func theMainActorIsReported() async {
        let probe = ExclusivityProbe()
        let counter = MainActorCounter(clock: ProbeClock(probe: probe))

        let outcome = await probe.run(holding: ProbedCall("stamp()") { await counter.stamp() },
                                      whileCalling: ProbedCall("count()") { _ = await counter.count() })

        #expect(outcome == .heldCallRanOnMainActor(first: "stamp()", point: "`clock.now()`"))
    }

    @Test("a first call that never reaches the checkpoint proves nothing, and says so")
    func aCallWithoutCheckpoint() async {
        let probe = ExclusivityProbe()
        let counter = UnprotectedCounter(clock: ProbeClock(probe: probe))

        let outcome = await probe.run(holding: ProbedCall("count()") { _ = await counter.count() },
                                      whileCalling: ProbedCall("stamp()") { await counter.stamp() })

        #expect(outcome == .heldCallNeverReachedCheckpoint(first: "count()"))
        #expect(!outcome.isOverlap && !outcome.isSerialised)
    }

    @Test("the probe's checkpoint passes straight through when it is not armed")
    func unarmedCheckpointPasses() async {
        let probe = ExclusivityProbe()
        let counter = UnprotectedCounter(clock: ProbeClock(probe: probe))

        await counter.stamp()

        #expect(await counter.count() == 1)
    }
}

// Four counters with one clock read each: the probe holds `stamp()` at that read.

// @unchecked Sendable: deliberately unprotected, the broken shape the probe must catch.
private final class UnprotectedCounter: @unchecked Sendable {
    private let clock: any Clock
    private var stamps: [Date] = []
    init(clock: any Clock) { self.clock = clock }
    func stamp() async { stamps.append(clock.now()) }
    func count() async -> Int { stamps.count }
}

private actor ActorCounter {
    private let clock: any Clock
    private var stamps: [Date] = []
    init(clock: any Clock) { self.clock = clock }
    func stamp() { stamps.append(clock.now()) }
    func count() -> Int { stamps.count }
}

/// An actor whose `stamp()` reports to an audit actor before it reads the clock: between the
/// two, the actor lets other calls in.
private actor AuditingCounter {
    private let clock: any Clock
    private let audit = Audit()
    private var stamps: [Date] = []
    init(clock: any Clock) { self.clock = clock }
    func stamp() async {
        await audit.note()
        stamps.append(clock.now())
    }
    func reset() { stamps = [] }

    private actor Audit {
        private var notes = 0
        func note() { notes += 1 }
    }
}

// @unchecked Sendable: every access to `stamps` holds `lock`, for the whole call.
private final class LockedCounter: @unchecked Sendable {
    private let clock: any Clock
    private let lock = NSLock()
    private var stamps: [Date] = []
    init(clock: any Clock) { self.clock = clock }
    func stamp() async { lock.withLock { stamps.append(clock.now()) } }
    func count() async -> Int { lock.withLock { stamps.count } }
}

@MainActor
private final class MainActorCounter {
    private let clock: any Clock
    private var stamps: [Date] = []
    nonisolated init(clock: any Clock) { self.clock = clock }
    func stamp() { stamps.append(clock.now()) }
    func count() -> Int { stamps.count }
}
