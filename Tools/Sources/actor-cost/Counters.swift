import Foundation
import Synchronization

// The same counter six ways (lesson 000's decision tree: "use the simplest type that is
// correct"). Each is driven the way its kind is used; `Variant.measure` times one of them.
// Every `increment()` is `@inline(never)`: otherwise the optimiser turns a loop of
// increments on a value into one addition, and every row would time the same call.

/// A value: no sharing, no synchronisation.
struct StructCounter {
    private(set) var value = 0
    @inline(never) mutating func increment() { value += 1 }
}

/// A class behind `NSLock`: shareable, and the compiler cannot check it.
// @unchecked Sendable: `value` is only read or written while `lock` is held.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    @inline(never) func increment() { lock.withLock { value += 1 } }
    var current: Int { lock.withLock { value } }
}

/// `Synchronization.Mutex`: shareable, checked by the compiler, no `@unchecked`.
final class MutexCounter: Sendable {
    private let value = Mutex(0)
    @inline(never) func increment() { value.withLock { $0 += 1 } }
    var current: Int { value.withLock { $0 } }
}

/// An actor: shareable, checked; every call from outside is an `await`.
actor ActorCounter {
    private(set) var value = 0
    @inline(never) func increment() { value += 1 }

    /// `count` increments from inside the actor: plain synchronous calls, no hop.
    func incrementInside(_ count: Int) {
        for _ in 0..<count { increment() }
    }
}

/// A main-actor class: every call from a background task hops to the main thread and back.
@MainActor
final class MainActorCounter {
    private(set) var value = 0
    @inline(never) func increment() { value += 1 }
}
