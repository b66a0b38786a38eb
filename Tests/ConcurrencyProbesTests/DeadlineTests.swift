@testable import ConcurrencyProbes
import Testing

/// The thread that runs the safety nets' deadlines (`DeadlineThread`) sleeps towards the
/// earliest pending one, so a shorter one armed later must wake it.
@Suite("ConcurrencyProbes: deadlines")
struct DeadlineTests {
    @Test("a short deadline armed while the thread sleeps towards a long one expires on time")
    func shortAfterLong() async {
        let deadlines = DeadlineThread()
        let long = deadlines.schedule(at: .now + .seconds(60)) {}
        defer { deadlines.cancel(long) }
        // A deadline already due: once it has run, the thread goes back to sleep towards the
        // long one (by the time this test resumes, almost always).
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = deadlines.schedule(at: .now) { continuation.resume() }
        }
        let start = ContinuousClock.now
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = deadlines.schedule(at: .now + .milliseconds(50)) { continuation.resume() }
        }
        // Far below the long one's 60 s: the short one did not wait for it.
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}
