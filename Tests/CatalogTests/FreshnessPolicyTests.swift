import Catalog
import Foundation
import Testing

@Suite("Catalog: FreshnessPolicy (age < maxAge)")
struct FreshnessPolicyTests {
    private let policy = FreshnessPolicy(maxAge: 300)
    private let savedAt = Date(timeIntervalSince1970: 1_000)

    @Test("299 s old is fresh")
    func justBelowMaxAgeIsFresh() {
        #expect(policy.freshness(now: savedAt.addingTimeInterval(299), lastUpdatedAt: savedAt) == .fresh)
    }

    @Test("300 s old is stale, and says how old")
    func exactlyMaxAgeIsStale() {
        #expect(policy.freshness(now: savedAt.addingTimeInterval(300), lastUpdatedAt: savedAt) == .stale(age: 300))
        #expect(!policy.isFresh(now: savedAt.addingTimeInterval(300), lastUpdatedAt: savedAt))
    }

    @Test("data from the future (a clock that moved back) counts as fresh")
    func negativeAgeIsFresh() {
        #expect(policy.isFresh(now: savedAt.addingTimeInterval(-5), lastUpdatedAt: savedAt))
    }
}
