import Foundation

/// Mutable state behind an `NSLock`: the harness's one way to share state between tasks.
///
/// `NSLock`, not `Synchronization.Mutex`: on this toolchain (Linux, Swift 6.3) `Mutex`
/// draws false ThreadSanitizer reports under contention, and the harness runs inside
/// tests run under ThreadSanitizer, so it must never be the thing TSan reports.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
// @unchecked Sendable: every read and write of `state` happens inside `lock`.
public final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// A lock around `initial`.
    public init(_ initial: State) {
        state = initial
    }

    /// Runs `body` with exclusive access to the state; keep it short and never `await` in it.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// A copy of the current state.
    public var value: State {
        withLock { $0 }
    }
}
