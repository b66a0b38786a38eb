import Foundation
import LabKit
import Testing

/// The probe against small calls whose answers are known: each way of starting work gets the
/// outcome that names it, and only structured work is `.owned`.
@Suite("LabKit: WorkOwnershipProbe")
struct WorkOwnershipProbeTests {
    /// A dependency whose every call parks on the gate.
    struct Work: Sendable {
        let gate = SuspensionGate<Void>(name: "work")
        func run() async { try? await gate.park() }
    }

    @Test("work awaited inline is owned")
    func inlineIsOwned() async {
        let work = Work()
        #expect(await WorkOwnershipProbe.run(work: work.gate) { await work.run() } == .owned)
    }

    @Test("with work that finishes anyway when cancelled, inline work is still owned and a Task { } still is not")
    func workThatIgnoresCancellation() async {
        let gate = SuspensionGate<Void>(name: "work", cancellation: .ignored)
        #expect(await WorkOwnershipProbe.run(work: gate) { try? await gate.park() } == .owned)

        let loose = SuspensionGate<Void>(name: "work", cancellation: .ignored)
        let outcome = await WorkOwnershipProbe.run(work: loose) {
            Task { try? await loose.park() }
        }
        #expect(outcome == .returnedWhileWorkRan)
    }

    @Test("a child task (async let, awaited) is owned")
    func childTaskIsOwned() async {
        let work = Work()
        let outcome = await WorkOwnershipProbe.run(work: work.gate) {
            async let child: Void = work.run()
            await child
        }
        #expect(outcome == .owned)
    }

    @Test("a task group's child is owned")
    func taskGroupIsOwned() async {
        let work = Work()
        let outcome = await WorkOwnershipProbe.run(work: work.gate) {
            await withDiscardingTaskGroup { group in group.addTask { await work.run() } }
        }
        #expect(outcome == .owned)
    }

    @Test("a Task { } nobody awaits outlives the call")
    func unstructuredTaskOutlivesTheCall() async {
        let work = Work()
        #expect(await WorkOwnershipProbe.run(work: work.gate) { Task { await work.run() } } == .returnedWhileWorkRan)
    }

    @Test("a Task { } the call waits for is not cancelled with it")
    func awaitedUnstructuredTaskIsNotOwned() async {
        let work = Work()
        let outcome = await WorkOwnershipProbe.run(work: work.gate) {
            await Task { await work.run() }.value
        }
        #expect(outcome == .cancellationDidNotReachTheWork)
    }

    @Test("an async let never awaited is cancelled by its own call")
    func unawaitedAsyncLetIsCancelledByTheCall() async {
        let work = Work()
        let outcome = await WorkOwnershipProbe.run(work: work.gate) {
            async let _: Void = work.run()
            // Parks this call until the child has arrived, so the scope ends with it parked.
            try? await work.gate.waitUntilSuspended()
        }
        #expect(outcome == .returnedAfterEndingItsWork)
    }

    @Test("work that never starts is named, after the safety net")
    func workThatNeverStarts() async {
        let work = Work()
        #expect(await WorkOwnershipProbe.run(work: work.gate, safetyNet: .milliseconds(100)) {} == .workNeverStarted)
    }

    @Test("nothing is left parked when the probe returns")
    func leavesNothingParked() async {
        let work = Work()
        _ = await WorkOwnershipProbe.run(work: work.gate) { Task { await work.run() } }
        #expect(work.gate.parkedCount == 0)
    }
}
