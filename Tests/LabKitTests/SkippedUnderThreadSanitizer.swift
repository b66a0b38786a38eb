import LabKit
import Testing

extension Trait where Self == ConditionTrait {
    /// For an example that explores hundreds of schedules to show what a check finds: `lab tsan`
    /// leaves it out, the gate's tests step checks its verdict (why: README, "ThreadSanitizer").
    /// ConcurrencyProbesTests has the same trait: test targets cannot share a file.
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
