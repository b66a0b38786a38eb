import Catalog
import Exercise1

/// How every Exercise 1 test makes the cache: on the main actor, so that a cache a student puts
/// on `@MainActor` (whose `init` is then isolated to it) still compiles against the tests and is
/// judged by them — red, with lesson 001's words — instead of stopping the build in `Tests/`.
/// An `init` that is not isolated runs there as well as anywhere.
enum Exercise1Subject {
    static func cache(policy: FreshnessPolicy = FreshnessPolicy(maxAge: 300), clock: any Clock) async -> InMemoryProductCache {
        await MainActor.run { InMemoryProductCache(policy: policy, clock: clock) }
    }
}
