import LabKit
import Testing

extension Trait where Self == ConditionTrait {
    /// For an example that explores hundreds of schedules to show what a check finds. Under
    /// ThreadSanitizer such an exploration ran about ten times slower: left out, `lab tsan`'s
    /// solutions run took 50 s, not 60; the gate's tests step checks their verdicts. The
    /// harness code they run still runs under ThreadSanitizer: in the explorations left on
    /// (a task a call makes, a replay, eight at once) and in every exercise's proofs and model.
    /// (ConcurrencyProbesTests has the same trait: test targets cannot share a file.)
    ///
    /// ```swift
    /// @Test("a generation counter … holds in every schedule", .skippedUnderThreadSanitizer)
    /// ```
    static var skippedUnderThreadSanitizer: Self {
        .disabled(
            if: ThreadSanitizer.isActive,
            "an example's long exploration: the tests step checks its verdict")
    }
}
