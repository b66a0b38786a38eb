import Catalog
import Foundation

/// A `Catalog.Clock` that moves only when the test says so (lesson 001).
///
/// ```swift
/// let clock = ManualClock(now: Date(timeIntervalSince1970: 1_000))
/// let cache = InMemoryProductCache(policy: FreshnessPolicy(maxAge: 300), clock: clock)
/// clock.advance(by: 299)   // still fresh
/// clock.advance(by: 1)     // 300 s: stale
/// ```
public final class ManualClock: Clock {
    private let current: Locked<Date>

    /// Starts at `now`; a fixed default keeps tests independent of the real date.
    public init(now: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Locked(now)
    }

    public func now() -> Date {
        current.value
    }

    /// Moves time forward (or backward, with a negative interval).
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }

    /// Sets the time to `date`.
    public func set(to date: Date) {
        current.withLock { $0 = date }
    }
}
