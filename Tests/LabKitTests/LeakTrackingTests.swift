import Dispatch
import LabKit
import Testing

/// A reference type that can keep itself alive, to show the trackers *can* fail.
final class SelfRetaining {
    var keepAlive: SelfRetaining?
}

/// Lets a test break the cycle afterwards without holding the instance itself.
// @unchecked Sendable: written once inside the scope, read once after it has returned.
final class WeakSurvivor: @unchecked Sendable {
    weak var value: SelfRetaining?
}

/// Holds an instance for another thread to drop later.
// @unchecked Sendable: `instance` is set in init and cleared once, by the one thread that drops it.
final class LateReleaser: @unchecked Sendable {
    private var instance: AnyObject?

    init(_ instance: AnyObject) {
        self.instance = instance
    }

    func drop() {
        instance = nil
    }
}

@Suite("LabKit: Swift Testing leak tracking")
struct LeakTrackingTests {
    @Test("withLeakTracking reports an instance that outlives its scope")
    func scopedFormReportsASurvivor() async {
        weak var survivor: SelfRetaining?
        var leaks: [LeakTracker.Leak] = []

        await withKnownIssue("the self-retaining instance must be reported") {
            leaks = await withLeakTracking {
                let cycle = SelfRetaining()
                cycle.keepAlive = cycle
                survivor = cycle
                trackForMemoryLeaks(cycle, hint: "hint 1")
            }
        }

        #expect(leaks.map(\.typeName) == ["SelfRetaining"])
        #expect(leaks.first?.message.contains("still alive after the test") == true)
        #expect(leaks.first?.message.hasSuffix("hint 1") == true)
        survivor?.keepAlive = nil
    }

    @Test("withLeakTracking stays quiet when everything is released")
    func scopedFormPassesWhenReleased() async {
        let leaks = await withLeakTracking {
            trackForMemoryLeaks(SelfRetaining())
        }
        #expect(leaks.isEmpty)
    }

    @Test("withLeakTracking takes no reference dropped a moment after its scope for a leak (as a task's last thread drops one)")
    func lateReleaseIsNoLeak() async {
        let leaks = await withLeakTracking {
            let instance = SelfRetaining()
            trackForMemoryLeaks(instance)
            let holder = LateReleaser(instance)
            // Another thread still holds it when the scope ends, and lets go a moment later.
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(5)) { holder.drop() }
        }
        #expect(leaks.isEmpty)
    }

    @Test("the .detectsLeaks trait records an issue for a survivor")
    func traitReportsASurvivor() async throws {
        let survivor = WeakSurvivor()
        let test = try #require(Test.current)

        await withKnownIssue("the trait must report the survivor after the body returns") {
            try await DetectsLeaksTrait().provideScope(for: test, testCase: Test.Case.current) {
                let cycle = SelfRetaining()
                cycle.keepAlive = cycle
                survivor.value = cycle
                trackForMemoryLeaks(cycle)
            }
        }
        survivor.value?.keepAlive = nil
    }

    @Test("the .detectsLeaks trait passes a test whose instances are released", .detectsLeaks)
    func traitPassesWhenReleased() {
        trackForMemoryLeaks(SelfRetaining())
    }

    @Test("trackForMemoryLeaks outside any tracker fails instead of checking nothing")
    func trackingWithoutATrackerIsAnIssue() {
        withKnownIssue("a tracker that silently does nothing proves nothing") {
            trackForMemoryLeaks(SelfRetaining())
        }
    }
}
