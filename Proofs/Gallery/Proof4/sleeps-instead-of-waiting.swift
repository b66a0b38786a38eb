// judged: sleeps
// idea: Look the catalog up from a background task, give it a moment to finish, then check that the dashboard counted the lookup.

import Catalog
import LabKit
import Proof4Kit
import Testing

public enum Proof4 {
    public static func prove(_ versions: CacheVersions) async throws {
        let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
        await cache.store([makeProduct("1")])
        Task { _ = await cache.retrieve() }
        try await Task.sleep(for: .milliseconds(100))
        #expect(await cache.statistics() == CacheStatistics(hits: 1, misses: 0))
    }
}
