import ConcurrencyProbes

// GraphQLSwift/DataLoader's `Channel` (Sources/AsyncDataLoader/Channel), before and after
// pull request #27, "fix: avoid leaking CheckedContinuations by removing possible Channel actor
// reentrancy" (commit 81de346, 2025-09-10). Callers await `value`; the loader calls `fulfill`
// or `fail` once. Before the fix the state lived in a second actor, so `fulfill` awaited it
// between resuming the waiters and removing them: a waiter added in that gap was removed
// without ever being resumed, and its caller waited forever ("SWIFT TASK CONTINUATION MISUSE:
// value leaked its continuation"). The fix keeps the state in the channel itself, with no
// `await` in `fulfill`. Both are copied as upstream wrote them (formatting aside), with the
// failure type fixed to one error for the example.

/// What every channel here is: the model check drives both versions through it.
protocol ValueChannel: Sendable {
    func fulfill(_ value: Int) async -> Bool
    func fail(_ failure: ChannelFailure) async -> Bool
    var value: Int { get async throws }
}

struct ChannelFailure: Error, Equatable {}

/// Before the fix: the state is an actor of its own.
actor ChannelBeforeFix: ValueChannel {
    private let state = ChannelState()

    @discardableResult
    func fulfill(_ value: Int) async -> Bool {
        if await state.result == nil {
            await state.setResult(value)
            for waiter in await state.waiters {
                waiter.resume(returning: value)
            }
            await state.removeAllWaiters()
            return false
        }
        return true
    }

    @discardableResult
    func fail(_ failure: ChannelFailure) async -> Bool {
        if await state.failure == nil {
            await state.setFailure(failure)
            for waiter in await state.waiters {
                waiter.resume(throwing: failure)
            }
            await state.removeAllWaiters()
            return false
        }
        return true
    }

    var value: Int {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                Task {
                    if let result = await state.result {
                        continuation.resume(returning: result)
                    } else if let failure = await self.state.failure {
                        continuation.resume(throwing: failure)
                    } else {
                        await state.appendWaiter(continuation)
                    }
                }
            }
        }
    }
}

actor ChannelState {
    var waiters: [CheckedContinuation<Int, any Error>] = []
    var result: Int?
    var failure: ChannelFailure?

    func setResult(_ value: Int) { result = value }
    func setFailure(_ failure: ChannelFailure) { self.failure = failure }
    func appendWaiter(_ waiter: CheckedContinuation<Int, any Error>) { waiters.append(waiter) }
    func removeAllWaiters() { waiters.removeAll() }
}

/// The first fix (81de346): the state is the channel's own, and `fulfill` never suspends. Its
/// result and failure are still two fields, so a `fail` after a `fulfill` says "not settled"
/// and records a failure nobody will see.
actor ChannelFirstFix: ValueChannel {
    private var waiters: [CheckedContinuation<Int, any Error>] = []
    private var result: Int?
    private var failure: ChannelFailure?

    @discardableResult
    func fulfill(_ value: Int) -> Bool {
        if result == nil {
            result = value
            for waiter in waiters {
                waiter.resume(returning: value)
            }
            waiters.removeAll()
            return false
        }
        return true
    }

    @discardableResult
    func fail(_ failure: ChannelFailure) -> Bool {
        if self.failure == nil {
            self.failure = failure
            for waiter in waiters {
                waiter.resume(throwing: failure)
            }
            waiters.removeAll()
            return false
        }
        return true
    }

    var value: Int {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                Task {
                    if let result = self.result {
                        continuation.resume(returning: result)
                    } else if let failure = self.failure {
                        continuation.resume(throwing: failure)
                    } else {
                        waiters.append(continuation)
                    }
                }
            }
        }
    }
}

/// Upstream today (since 53d7c9f, "combine Channel Success and Failure into a single Result
/// object", 2025-09-11): one result, set once.
actor ChannelAfterFix: ValueChannel {
    private var waiters: [CheckedContinuation<Int, any Error>] = []
    private var result: Result<Int, ChannelFailure>?

    @discardableResult
    func fulfill(_ value: Int) -> Bool {
        guard result == nil else { return true }
        result = .success(value)
        while let waiter = waiters.popLast() {
            waiter.resume(returning: value)
        }
        return false
    }

    @discardableResult
    func fail(_ failure: ChannelFailure) -> Bool {
        guard result == nil else { return true }
        result = .failure(failure)
        while let waiter = waiters.popLast() {
            waiter.resume(throwing: failure)
        }
        return false
    }

    var value: Int {
        get async throws {
            try await withCheckedThrowingContinuation { continuation in
                Task {
                    switch result {
                    case .success(let success): continuation.resume(returning: success)
                    case .failure(let failure): continuation.resume(throwing: failure)
                    case nil: waiters.append(continuation)
                    }
                }
            }
        }
    }
}

/// The channel's contract, one call at a time: the first `fulfill` or `fail` settles it and
/// says `false`, later ones say `true` and change nothing; `value` gives what settled it.
struct ChannelModel: SequentialModel {
    enum Call: Sendable { case fulfill(Int), fail, value }
    enum Outcome: Sendable, Equatable { case alreadySettled(Bool), value(Int), failed }

    var settled: Outcome?

    mutating func apply(_ call: Call) -> Outcome {
        switch call {
        case let .fulfill(number):
            defer { if settled == nil { settled = .value(number) } }
            return .alreadySettled(settled != nil)
        case .fail:
            defer { if settled == nil { settled = .failed } }
            return .alreadySettled(settled != nil)
        case .value:
            // A `value` that comes first waits: in a one-at-a-time order it goes after what settles it.
            return settled ?? .failed
        }
    }
}

enum ChannelScenario {
    typealias Event = CallEvent<ChannelModel.Call, ChannelModel.Outcome>

    /// Each scenario's calls, smallest first.
    static let scenarios: [[ChannelModel.Call]] = [
        [.value, .fulfill(1)],
        [.value, .fail],
        [.value, .value, .fulfill(1)],
        [.value, .fulfill(1), .fulfill(2)],
        [.value, .fulfill(1), .fail],
    ]

    struct World: Sendable {
        let channel: any ValueChannel
        let journal = Journal<Event>()
    }

    static func modelCheck(_ make: @escaping @Sendable () -> any ValueChannel) -> ModelCheck<[ChannelModel.Call]> {
        ModelCheck(
            scenarios: scenarios,
            describe: { "calls: \($0.map { "\($0)" }.joined(separator: ", "))" },
            explore: { calls in await explorer(calls, make).explore() })
    }

    static func explorer(_ calls: [ChannelModel.Call], _ make: @escaping @Sendable () -> any ValueChannel) -> ScheduleExplorer<World, [Event]> {
        let operations = calls.enumerated().map { number, call in
            ScheduledOperation<World, [Event]>.immediate("\(call) #\(number)") { world in
                world.journal.record(.began(call: number, call))
                let outcome: ChannelModel.Outcome = switch call {
                case let .fulfill(value): .alreadySettled(await world.channel.fulfill(value))
                case .fail: .alreadySettled(await world.channel.fail(ChannelFailure()))
                case .value: (try? await world.channel.value).map { .value($0) } ?? .failed
                }
                world.journal.record(.ended(call: number, outcome))
            }
        }
        return ScheduleExplorer(
            makeSubject: { World(channel: make()) },
            observe: { $0.journal.entries },
            show: { "\($0.count) events" },
            operations: operations,
            check: ScheduleCheck("some one-at-a-time order gives what every call returned") { outcome in
                Linearizability.order(of: outcome.state, from: ChannelModel()) == nil
                    ? "no one-at-a-time order of the calls gives what they returned" : nil
            },
            // How long a waiter that nobody wakes is given before it is said to never return:
            // short, as the fix-less version is caught that way; not so short that a step slowed by
            // the gate's parallel run (every suite at once on two cores) is taken for one.
            stepLimit: .seconds(5))
    }
}
