import Catalog
import Foundation

/// A `Catalog.Clock` that is also an `ExclusivityProbe` checkpoint: every `now()` asks the
/// probe whether to hold the caller there, inside the type that reads the time.
///
/// The time itself never moves (tests of freshness use `ManualClock`).
///
/// ```swift
/// let probe = ExclusivityProbe()
/// let cache = InMemoryProductCache(policy: FreshnessPolicy(maxAge: 300), clock: ProbeClock(probe: probe))
/// ```
public final class ProbeClock: Clock {
    private let probe: ExclusivityProbe
    private let time: Date

    public init(probe: ExclusivityProbe, time: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.probe = probe
        self.time = time
    }

    public func now() -> Date {
        probe.checkpoint("`clock.now()`")
        return time
    }
}
