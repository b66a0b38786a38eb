import Catalog
import Foundation
import LabKit
import Testing

@Suite("LabKit: stress driver, start barrier, manual clock")
struct StressAndClockTests {
    @Test("stress runs every iteration of every worker and reports them")
    func stressReportsIterations() async {
        let total = Locked(0)

        let report = await stress(workers: 3, iterations: 500) { _, _ in
            total.withLock { $0 += 1 }
        }

        #expect(report.iterationsPerWorker == [500, 500, 500])
        #expect(report.totalIterations == total.value)
        #expect(!report.stoppedByTimeBudget)
    }

    @Test("stress stops at its time budget and says so")
    func stressStopsAtBudget() async {
        let report = await stress(workers: 2, iterations: Int.max, timeBudget: .zero) { _, _ in }

        #expect(report.stoppedByTimeBudget)
        #expect(report.totalIterations == 0)
    }

    @Test("no worker passes the start barrier before all have arrived")
    func barrierHoldsEveryoneUntilTheLastArrives() async {
        let barrier = StartBarrier(parties: 4)
        let arrived = Locked(0)
        let seenAtRelease = Locked<[Int]>([])

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    arrived.withLock { $0 += 1 }
                    await barrier.arriveAndWait()
                    let count = arrived.value
                    seenAtRelease.withLock { $0.append(count) }
                }
            }
        }

        #expect(seenAtRelease.value == [4, 4, 4, 4])
    }

    @Test("the manual clock moves only when told")
    func manualClockMovesWhenTold() {
        let start = Date(timeIntervalSince1970: 1_000)
        let clock = ManualClock(now: start)

        #expect(clock.now() == start)
        clock.advance(by: 299)
        #expect(clock.now() == start.addingTimeInterval(299))
        clock.set(to: start)
        #expect(clock.now() == start)
    }
}
