import Foundation

/// Awaits a call, but never forever: if the call has not returned within the limit, the test
/// gets `.timedOut` and goes on (with a message naming what never happened) instead of
/// freezing the run. The call runs in a task of its own so it can be left behind; a call that
/// did return gives back exactly what it returned or threw.
///
/// ```swift
/// switch await SafetyNet.run { try await loader.load() } {
/// case let .returned(result): #expect(try result.get() == products)
/// case .timedOut: Issue.record("load() never returned within \(SafetyNet.defaultLimit): did it wait for something nobody answers?")
/// }
/// ```
/// Not synchronisation: a correct call returns long before the limit, and the outcome of
/// a call that returns never depends on it.
public enum SafetyNet {
    public enum Outcome<Value: Sendable>: Sendable {
        case returned(Result<Value, any Error>)
        case timedOut
    }

    /// How long a call may take before the test gives up on it.
    public static let defaultLimit: Duration = .seconds(10)

    public static func run<Value: Sendable>(
        limit: Duration = defaultLimit, _ call: @escaping @Sendable () async throws -> Value
    ) async -> Outcome<Value> {
        let (outcomes, sink) = AsyncStream.makeStream(of: Outcome<Value>.self, bufferingPolicy: .bufferingNewest(2))
        let work = Task {
            do { sink.yield(.returned(.success(try await call()))) } catch { sink.yield(.returned(.failure(error))) }
        }
        let deadline = Task {
            try await ContinuousClock().sleep(for: limit)
            sink.yield(.timedOut)
        }
        var iterator = outcomes.makeAsyncIterator()
        let first = await iterator.next() ?? .timedOut
        deadline.cancel()
        // A call that timed out is left running, cancelled: nothing here may wait for it.
        if case .timedOut = first { work.cancel() }
        sink.finish()
        return first
    }
}
