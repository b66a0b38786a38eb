// judged: lets-through
// idea: A proof checks what the cache promises its callers: nothing from an empty cache, products while fresh and not once stale, nothing after invalidate().

import Catalog
import LabKit
import Proof4Kit
import Testing

public enum Proof4 {
    public static func prove(_ versions: CacheVersions) async throws {
        let clock = ManualClock()
        let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock)
        #expect(await cache.retrieve() == nil)
        await cache.store([makeProduct("1")])
        clock.advance(by: 299)
        #expect(await cache.retrieve() == [makeProduct("1")])
        await cache.invalidate()
        #expect(await cache.retrieve() == nil)
    }
}
