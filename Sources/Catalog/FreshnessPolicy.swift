import Foundation

/// Whether cached data is still acceptable (lesson 001).
public enum Freshness: Sendable, Equatable {
    case fresh
    case stale(age: TimeInterval)
}

/// Data is fresh while its age is strictly below `maxAge`: with `maxAge` 300 s,
/// data 299 s old is fresh and data 300 s old is stale.
public struct FreshnessPolicy: Sendable, Equatable {
    public let maxAge: TimeInterval

    public init(maxAge: TimeInterval) {
        self.maxAge = maxAge
    }

    public func freshness(now: Date, lastUpdatedAt: Date) -> Freshness {
        let age = now.timeIntervalSince(lastUpdatedAt)
        return age < maxAge ? .fresh : .stale(age: age)
    }

    public func isFresh(now: Date, lastUpdatedAt: Date) -> Bool {
        freshness(now: now, lastUpdatedAt: lastUpdatedAt) == .fresh
    }
}
