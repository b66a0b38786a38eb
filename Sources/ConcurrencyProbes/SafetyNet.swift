import Foundation

/// Awaits a call, but never forever: if the call has not returned within the limit, the test
/// gets `.timedOut` and goes on (with a message naming what never happened) instead of
/// freezing the run. The call runs in a task of its own so it can be left behind; a call that
/// did return gives back exactly what it returned or threw.
///
/// ```swift
/// switch await SafetyNet.run { try await loader.load() } {
/// case let .returned(result): #expect(try result.get() == posts)
/// case .timedOut: Issue.record("load() never returned within \(SafetyNet.defaultLimit): did it wait for something nobody answers?")
/// }
/// ```
/// Not synchronisation: a correct call returns long before the limit, and the outcome of
/// a call that returns never depends on it.
public enum SafetyNet {
    /// What became of a call run under a safety net.
    public enum Outcome<Value: Sendable>: Sendable {
        /// It returned (or threw) within the limit.
        case returned(Result<Value, any Error>)
        /// It did not end within the limit; it is left running, never waited for.
        case timedOut
    }

    /// The call's value, or `NeverReturned` (its description names the call) thrown after
    /// the limit: for a test that only needs the value and may throw.
    ///
    /// ```swift
    /// let cached = try await SafetyNet.value(of: "retrieve()") { await cache.retrieve() }
    /// ```
    public static func value<Value: Sendable>(
        of name: String, limit: Duration = defaultLimit, _ call: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        switch await run(limit: limit, call) {
        case let .returned(result): return try result.get()
        case .timedOut: throw NeverReturned(call: name, limit: limit)
        }
    }

    /// A call that did not return within its safety net.
    public struct NeverReturned: Error, CustomStringConvertible {
        /// The call's name.
        public let call: String
        /// How long it was given.
        public let limit: Duration

        /// What never returned, and what usually causes it.
        public var description: String {
            "`\(call)` never returned within \(limit): is it waiting for a lock it already holds (NSLock is not"
                + " recursive), a continuation nobody resumes, or a task that waits for it in turn?"
        }

        /// The call a `description` names, found in a text that holds one — for a harness that is
        /// handed the error's words alone (Linux's XCTest: a test's thrown error reaches
        /// `recordFailure` as text).
        ///
        /// ```swift
        /// SafetyNet.NeverReturned.call(in: "threw error \"`retrieve()` never returned within 10.0 seconds: …\"")   // "retrieve()"
        /// ```
        public static func call(in text: String) -> String? {
            text.firstMatch(of: #/`([^`]+)` never returned within /#).map { String($0.1) }
        }
    }

    /// How long a call may take before the test gives up on it: 10 s, or the environment's
    /// `CONCURRENCY_PROBES_SAFETY_NET_SECONDS` (a harness that runs many code versions expected
    /// to hang sets less; a correct call returns in microseconds either way). Every safety net
    /// here uses it.
    public static let defaultLimit: Duration = {
        let configured = ProcessInfo.processInfo.environment["CONCURRENCY_PROBES_SAFETY_NET_SECONDS"].flatMap(Int.init)
        return .seconds(configured.map { max(1, $0) } ?? 10)
    }()

    /// Runs `call` in a task of its own and returns its result, or `.timedOut` after `limit`
    /// (the call is then cancelled and left behind, so a call that never ends cannot hang the test).
    /// 
    /// ```swift
    /// if case .timedOut = await SafetyNet.run(limit: .seconds(5), { await cache.warmUp() }) { Issue.record("warmUp() never returned") }
    /// ```
    public static func run<Value: Sendable>(
        limit: Duration = defaultLimit, _ call: @escaping @Sendable () async throws -> Value
    ) async -> Outcome<Value> {
        let (outcomes, sink) = AsyncStream.makeStream(of: Outcome<Value>.self, bufferingPolicy: .bufferingNewest(2))
        let work = Task {
            do { sink.yield(.returned(.success(try await call()))) } catch { sink.yield(.returned(.failure(error))) }
        }
        let deadline = Deadline(after: limit) { sink.yield(.timedOut) }
        var iterator = outcomes.makeAsyncIterator()
        let first = await iterator.next() ?? .timedOut
        deadline.cancel()
        switch first {
        case .returned:
            // Its task has yielded but may not have ended: wait for it, so it no longer holds
            // what the call captured when the test checks for leaks.
            await work.value
        case .timedOut:
            // A call that timed out is left running, cancelled: nothing here may wait for it.
            work.cancel()
        }
        sink.finish()
        return first
    }
}
