import ConcurrencyProbes
import Testing

extension Trait where Self == ConditionTrait {
    /// For an example that explores hundreds of schedules to show what a check finds: `lab tsan`
    /// leaves it out, the gate's tests step checks its verdict (why: README, "ThreadSanitizer").
    /// LabKitTests has the same trait: test targets cannot share a file.
    ///
    /// ```swift
    /// @Test("clerk-ios's token fetcher after its fix …", .skippedUnderThreadSanitizer)
    /// ```
    static var skippedUnderThreadSanitizer: Self {
        .disabled(
            if: ThreadSanitizer.isActive,
            "an example's long exploration: the tests step checks its verdict")
    }

    /// For the watchdog's exit tests: `lab tsan` leaves them out, the gate's tests step checks
    /// their verdicts. Swift Testing reads an exit test's output and back channel with blocking
    /// reads on the cooperative pool, so while the child runs the parent's pool (two threads
    /// here) is held; under ThreadSanitizer a child runs about 9 s idle and 10–11 s under two busy
    /// loops, and every test waiting for the pool meanwhile ran into its 10 s safety net.
    ///
    /// ```swift
    /// @Suite("ConcurrencyProbes: TestWatchdog …", .exitTestsSkippedUnderThreadSanitizer)
    /// ```
    static var exitTestsSkippedUnderThreadSanitizer: Self {
        .disabled(
            if: ThreadSanitizer.isActive,
            "an exit test holds the cooperative pool while its child runs: the tests step checks its verdict")
    }
}
