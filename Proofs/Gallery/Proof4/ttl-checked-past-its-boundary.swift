// judged: lets-through
// idea: Thorough everywhere, two details off: the TTL is checked at 299 s and 301 s (both sides of 300, surely), and an empty cache is checked to deliver nothing, not to count its miss.

import Catalog
import Foundation
import LabKit
import Proof4Kit
import Testing

public enum Proof4 {
    public static func prove(_ versions: CacheVersions) async throws {
        let clauses = [callsTakeTurns, anEmptyCacheDeliversNothingAndCountsAMiss, productsAreFreshBelowTheTTLAndStaleAtIt,
                       theTTLRunsFromTheLatestStore, aStoredEmptyCatalogIsAHit, invalidateForgetsTheProducts]
        // The first clause broken is the one to read: a call that never returns (a lock taken
        // twice) would otherwise spend a wait's limit in every check after it.
        for holds in clauses {
            guard await holds(versions) else { return }
        }
    }

    /// Every wait of this proof: a version that never gets there fails a check that says what
    /// never happened, long before the judge's own limit.
    static let limit: Duration = .seconds(1)

    /// Records `message` as the proof's failure; `false`, for the clause that broke.
    static func broken(_ message: String) -> Bool {
        Issue.record(Comment(rawValue: message))
        return false
    }

    /// Awaits `call` for at most `limit`: its value, or `nil` (recorded, naming the call) when it never returned.
    static func value<Value: Sendable>(of name: String, _ call: @escaping @Sendable () async -> Value) async -> Value? {
        guard case let .returned(.success(value)) = await SafetyNet.run(limit: limit, call) else {
            Issue.record("\(name) never returned within \(limit): a lock it already holds, taken again?")
            return nil
        }
        return value
    }

    /// Clauses 1 and 2: each of `store(_:)` and `retrieve()` is held inside the cache where it
    /// reads the clock, and each public call tries to enter meanwhile: it must wait its turn
    /// (suspended, as behind an actor, or blocked, as behind a lock) — and the held call must
    /// not be on the main actor, nor hand its work to a task of its own. Then, as the held call
    /// was inside first, what each returned must be what one call after the other gives: the
    /// held `retrieve()` the products stored before it, a `retrieve()` after the held
    /// `store(_:)` what that store kept.
    static func callsTakeTurns(_ versions: CacheVersions) async -> Bool {
        let held = ["store(_:)", "retrieve()"]
        let entering = ["store(_:)", "retrieve()", "invalidate()", "statistics()"]
        for first in held {
            for second in entering {
                let probe = ExclusivityProbe()
                let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ProbeClock(probe: probe))
                // Something stored first: retrieve() reads the clock only for a stored catalog.
                guard await value(of: "store(_:)", { await cache.store([makeProduct("1")]) }) != nil else { return false }
                let heldRetrieved = Locked<[Product]??>(nil)
                let enteringRetrieved = Locked<[Product]??>(nil)
                let outcome = await probe.run(holding: call(first, on: cache, retrieved: heldRetrieved),
                                              whileCalling: call(second, on: cache, retrieved: enteringRetrieved))
                let pair = "holding \(first) inside the cache while \(second) was called"
                guard outcome.isSerialised else {
                    return broken("\(pair): \(outcome). Calls must take turns, off the main actor, each doing its work inside the call")
                }
                if first == "retrieve()", let delivered = heldRetrieved.value, delivered != [makeProduct("1")] {
                    return broken("\(pair): the held retrieve() delivered \(delivered.map { "\($0)" } ?? "nil"), not the products"
                        + " stored before it — an answer no one-call-after-the-other order gives (another call ran inside it)")
                }
                if first == "store(_:)", second == "retrieve()", let delivered = enteringRetrieved.value, delivered != [makeProduct("2")] {
                    return broken("\(pair): retrieve(), which waited for the held store(_:), delivered"
                        + " \(delivered.map { "\($0)" } ?? "nil"), not what that store kept")
                }
            }
        }
        return true
    }

    /// The call named `name` on `cache`; a `retrieve()` puts what it delivered in `retrieved`.
    static func call(_ name: String, on cache: any ProductCaching, retrieved: Locked<[Product]??>) -> ProbedCall {
        switch name {
        case "store(_:)": ProbedCall(name) { await cache.store([makeProduct("2")]) }
        case "retrieve()": ProbedCall(name) { let delivered = await cache.retrieve(); retrieved.withLock { $0 = .some(delivered) } }
        case "invalidate()": ProbedCall(name) { await cache.invalidate() }
        default: ProbedCall(name) { _ = await cache.statistics() }
        }
    }

    /// Clause 3: an empty cache delivers nothing, and counts the lookup as a miss.
    static func anEmptyCacheDeliversNothingAndCountsAMiss(_ versions: CacheVersions) async -> Bool {
        let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
        guard let delivered = await value(of: "retrieve()", { await cache.retrieve() }) else { return false }
        guard delivered == nil else { return broken("an empty cache delivered \(delivered!)") }
        return true
    }

    /// Clause 4: stored products come back while younger than the TTL (299 s of 300), and
    /// never at it, by the injected clock.
    static func productsAreFreshBelowTheTTLAndStaleAtIt(_ versions: CacheVersions) async -> Bool {
        for (age, fresh) in [(299.0, true), (301.0, false)] {
            let clock = ManualClock()
            let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock)
            guard await value(of: "store(_:)", { await cache.store([makeProduct("1")]) }) != nil else { return false }
            clock.advance(by: age)
            guard let delivered = await value(of: "retrieve() \(Int(age)) s after store(_:)", { await cache.retrieve() }) else { return false }
            guard (delivered == [makeProduct("1")]) == fresh else {
                return broken("\(Int(age)) s after store(_:), with a TTL of 300 s, retrieve() must \(fresh ? "deliver the products" : "deliver nothing"): it delivered \(delivered.map { "\($0)" } ?? "nil")")
            }
        }
        return true
    }

    /// Clause 4 across calls: the TTL runs from the latest `store(_:)` — a hit 299 s after a
    /// store does not renew it (a miss at 300 s), and storing the same catalog again does (a hit
    /// 300 s after the first store, 1 s after the second).
    static func theTTLRunsFromTheLatestStore(_ versions: CacheVersions) async -> Bool {
        for storesAgain in [false, true] {
            let clock = ManualClock()
            let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: clock)
            guard await value(of: "store(_:)", { await cache.store([makeProduct("1")]) }) != nil else { return false }
            clock.advance(by: 299)
            let between = storesAgain ? "store(_:) of the same catalog" : "retrieve()"
            let done: Void? = storesAgain
                ? await value(of: between, { await cache.store([makeProduct("1")]) })
                : await value(of: between, { _ = await cache.retrieve() })
            guard done != nil else { return false }
            clock.advance(by: 1)
            guard let delivered = await value(of: "retrieve() 300 s after the first store(_:)", { await cache.retrieve() }) else { return false }
            guard (delivered == [makeProduct("1")]) == storesAgain else {
                return broken("store(_:) at 0 s, \(between) at 299 s, retrieve() at 300 s: with a TTL of 300 s from the latest"
                    + " store(_:), it must \(storesAgain ? "deliver the products (stored again 1 s before)" : "deliver nothing (a hit renews nothing)"):"
                    + " it delivered \(delivered.map { "\($0)" } ?? "nil")")
            }
        }
        return true
    }

    /// Clause 4, its last sentence: a stored empty catalog is stored products — delivered as
    /// `[]` and counted as a hit while fresh, not taken for an empty cache.
    static func aStoredEmptyCatalogIsAHit(_ versions: CacheVersions) async -> Bool {
        let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
        guard await value(of: "store([])", { await cache.store([]) }) != nil,
              let delivered = await value(of: "retrieve() after store([])", { await cache.retrieve() }) else { return false }
        guard delivered == [] else {
            return broken("after store([]), retrieve() must deliver the stored empty catalog, []: it delivered \(delivered.map { "\($0)" } ?? "nil")")
        }
        guard let statistics = await value(of: "statistics()", { await cache.statistics() }) else { return false }
        return statistics == CacheStatistics(hits: 1, misses: 0)
            ? true : broken("one lookup of a stored empty catalog must count one hit and no miss: \(statistics)")
    }

    /// Clause 5: `invalidate()` forgets the stored products.
    static func invalidateForgetsTheProducts(_ versions: CacheVersions) async -> Bool {
        let cache = await versions.cache(policy: FreshnessPolicy(maxAge: 300), clock: ManualClock())
        guard await value(of: "store(_:)", { await cache.store([makeProduct("1")]) }) != nil,
              await value(of: "invalidate()", { await cache.invalidate() }) != nil,
              let delivered = await value(of: "retrieve()", { await cache.retrieve() }) else { return false }
        return delivered == nil ? true : broken("after invalidate(), retrieve() delivered \(delivered!)")
    }
}
