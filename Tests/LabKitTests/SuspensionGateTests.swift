import LabKit
import Testing

@Suite("LabKit: SuspensionGate")
struct SuspensionGateTests {
    @Test("a parked caller resumes with the released value")
    func releaseReturnsValue() async throws {
        let gate = SuspensionGate<Int>(name: "answer")
        let caller = Task { try await gate.park() }

        try await gate.waitUntilSuspended()
        #expect(gate.parkedCount == 1)
        gate.release(returning: 42)

        #expect(try await caller.value == 42)
        #expect(gate.parkedCount == 0)
    }

    @Test("a parked caller throws the released error")
    func releaseThrows() async throws {
        struct Boom: Error, Equatable {}
        let gate = SuspensionGate<Int>()
        let caller = Task { try await gate.park() }

        try await gate.waitUntilSuspended()
        gate.release(throwing: Boom())

        await #expect(throws: Boom.self) { try await caller.value }
    }

    @Test("callers are released first in, first out")
    func releasesInArrivalOrder() async throws {
        let gate = SuspensionGate<String>()
        let first = Task { try await gate.park() }
        try await gate.waitUntilSuspended(count: 1)
        let second = Task { try await gate.park() }
        try await gate.waitUntilSuspended(count: 2)

        gate.release(returning: "one")
        gate.release(returning: "two")

        #expect(try await first.value == "one")
        #expect(try await second.value == "two")
    }

    @Test("a release before any caller is taken by the next caller at once")
    func releaseBeforeParkIsKept() async throws {
        let gate = SuspensionGate<Int>()
        gate.release(returning: 7)
        #expect(try await gate.park() == 7)
    }

    @Test("cancelling a parked caller ends it with CancellationError instead of hanging")
    func cancellationEndsAParkedCaller() async throws {
        let gate = SuspensionGate<Int>()
        let caller = Task { try await gate.park() }
        try await gate.waitUntilSuspended()

        caller.cancel()

        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(gate.parkedCount == 0)
    }

    @Test("a caller that ignores cancellation stays parked, is counted as told, and waitUntilCancelled sees it")
    func ignoredCancellationIsCountedNotThrown() async throws {
        let gate = SuspensionGate<Int>(name: "network", cancellation: .ignored)
        let caller = Task { try await gate.park() }
        try await gate.waitUntilSuspended()

        caller.cancel()
        try await gate.waitUntilCancelled()

        #expect(gate.cancellationsSeen == 1)
        #expect(gate.parkedCount == 1, "it answers anyway: still parked")
        gate.release(returning: 7)
        #expect(try await caller.value == 7)
    }

    @Test("waiting for a cancellation that never comes fails with a message naming the gate")
    func waitingForACancellationTimesOut() async throws {
        let gate = SuspensionGate<Int>(name: "fetchStock")
        let caller = Task { try await gate.park() }
        try await gate.waitUntilSuspended()
        defer { gate.releaseEveryParked(throwing: CancellationError()) }

        await #expect(throws: GateTimeout.self) { try await gate.waitUntilCancelled(timeout: .milliseconds(50)) }
        do {
            try await gate.waitUntilCancelled(timeout: .milliseconds(50))
        } catch {
            #expect("\(error)".contains("'fetchStock' to be cancelled"))
        }
        _ = caller
    }

    @Test("waiting for a caller that never comes fails with a message naming the gate")
    func waitingTimesOut() async throws {
        let gate = SuspensionGate<Int>(name: "remote.loadAll")

        let error = await #expect(throws: GateTimeout.self) {
            try await gate.waitUntilSuspended(count: 1, timeout: .milliseconds(20))
        }

        #expect(error?.description.contains("'remote.loadAll'") == true)
        #expect(error?.arrived == 0)
    }

    @Test("releasing every parked caller ends them all, and later callers still park")
    func releaseEveryParked() async throws {
        let gate = SuspensionGate<Int>(name: "store.save")
        let first = Task { try await gate.park() }
        let second = Task { try await gate.park() }
        try await gate.waitUntilSuspended(count: 2)

        gate.releaseEveryParked(throwing: CancellationError())

        await #expect(throws: CancellationError.self) { try await first.value }
        await #expect(throws: CancellationError.self) { try await second.value }
        #expect(gate.parkedCount == 0)
        let third = Task { try await gate.park() }
        try await gate.waitUntilSuspended(count: 3)
        #expect(gate.parkedCount == 1)
        gate.release(returning: 7)
        #expect(try await third.value == 7)
    }
}
