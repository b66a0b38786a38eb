import Catalog
import Proof4Kit
import Proof4Fixed
import Proof4Broken
import Proof4AuditLogBetweenWrites
import Proof4CacheGlobalActor
import Proof4ClockOutsideActor
import Proof4EmptyArrayMeansNothingCached
import Proof4EmptyCacheCountsNoMiss
import Proof4FireAndForgetStore
import Proof4HitCounterActor
import Proof4InvalidateKeepsTheStamp
import Proof4KeepFirstTimestamp
import Proof4LockTheCounters
import Proof4MainActorCache
import Proof4MutexSendableClass
import Proof4RelockOnExpiry
import Proof4TtlIncludesItsLastSecond
import Proof4TtlRestartsOnAHit

// Each version's InMemoryProductCache is Exercise 1's type, compiled in a module of its own:
// these lines let the student's proof use any of them through `ProductCaching`.
extension Proof4Fixed.InMemoryProductCache: ProductCaching {}
extension Proof4Broken.InMemoryProductCache: ProductCaching {}
extension Proof4AuditLogBetweenWrites.InMemoryProductCache: ProductCaching {}
extension Proof4CacheGlobalActor.InMemoryProductCache: ProductCaching {}
extension Proof4ClockOutsideActor.InMemoryProductCache: ProductCaching {}
extension Proof4EmptyArrayMeansNothingCached.InMemoryProductCache: ProductCaching {}
extension Proof4EmptyCacheCountsNoMiss.InMemoryProductCache: ProductCaching {}
extension Proof4FireAndForgetStore.InMemoryProductCache: ProductCaching {}
extension Proof4HitCounterActor.InMemoryProductCache: ProductCaching {}
extension Proof4InvalidateKeepsTheStamp.InMemoryProductCache: ProductCaching {}
extension Proof4KeepFirstTimestamp.InMemoryProductCache: ProductCaching {}
extension Proof4LockTheCounters.InMemoryProductCache: ProductCaching {}
extension Proof4MainActorCache.InMemoryProductCache: ProductCaching {}
extension Proof4MutexSendableClass.InMemoryProductCache: ProductCaching {}
extension Proof4RelockOnExpiry.InMemoryProductCache: ProductCaching {}
extension Proof4TtlIncludesItsLastSecond.InMemoryProductCache: ProductCaching {}
extension Proof4TtlRestartsOnAHit.InMemoryProductCache: ProductCaching {}

/// The versions of Exercise 1 that Proof 4 is judged against, by name: `fixed`, `broken`, and
/// each gallery entry's file name (`Versions/Proof4/` holds their sources). The lines that name a
/// version are written by `swift run lab proofs --sync-versions`, each from the `fixed` version's line.
enum Proof4Registry {
    static func versions(named name: String) -> CacheVersions? {
        switch name {
        case "fixed": CacheVersions { Proof4Fixed.InMemoryProductCache(policy: $0, clock: $1) }
        case "broken": CacheVersions { Proof4Broken.InMemoryProductCache(policy: $0, clock: $1) }
        case "audit-log-between-writes": CacheVersions { Proof4AuditLogBetweenWrites.InMemoryProductCache(policy: $0, clock: $1) }
        case "cache-global-actor": CacheVersions { Proof4CacheGlobalActor.InMemoryProductCache(policy: $0, clock: $1) }
        case "clock-outside-actor": CacheVersions { Proof4ClockOutsideActor.InMemoryProductCache(policy: $0, clock: $1) }
        case "empty-array-means-nothing-cached": CacheVersions { Proof4EmptyArrayMeansNothingCached.InMemoryProductCache(policy: $0, clock: $1) }
        case "empty-cache-counts-no-miss": CacheVersions { Proof4EmptyCacheCountsNoMiss.InMemoryProductCache(policy: $0, clock: $1) }
        case "fire-and-forget-store": CacheVersions { Proof4FireAndForgetStore.InMemoryProductCache(policy: $0, clock: $1) }
        case "hit-counter-actor": CacheVersions { Proof4HitCounterActor.InMemoryProductCache(policy: $0, clock: $1) }
        case "invalidate-keeps-the-stamp": CacheVersions { Proof4InvalidateKeepsTheStamp.InMemoryProductCache(policy: $0, clock: $1) }
        case "keep-first-timestamp": CacheVersions { Proof4KeepFirstTimestamp.InMemoryProductCache(policy: $0, clock: $1) }
        case "lock-the-counters": CacheVersions { Proof4LockTheCounters.InMemoryProductCache(policy: $0, clock: $1) }
        // A main-actor cache, as a student writes it: its initializer runs on the main actor (kept by hand).
        case "main-actor-cache": CacheVersions { policy, clock in
            await MainActor.run { Proof4MainActorCache.InMemoryProductCache(policy: policy, clock: clock) }
        }
        case "mutex-sendable-class": CacheVersions { Proof4MutexSendableClass.InMemoryProductCache(policy: $0, clock: $1) }
        case "relock-on-expiry": CacheVersions { Proof4RelockOnExpiry.InMemoryProductCache(policy: $0, clock: $1) }
        case "ttl-includes-its-last-second": CacheVersions { Proof4TtlIncludesItsLastSecond.InMemoryProductCache(policy: $0, clock: $1) }
        case "ttl-restarts-on-a-hit": CacheVersions { Proof4TtlRestartsOnAHit.InMemoryProductCache(policy: $0, clock: $1) }
        default: nil
        }
    }
}
