import ConcurrencyProbes

/// An example from a real project's history: clerk/clerk-ios's `SessionTokenFetcher`, which
/// deduplicates session-token fetches in flight. Fixed in PR #534 ("Preserve replacement
/// session token tasks", commit a4032927, 2026-07-29; merged as 8b84b5ae): after `reset()`
/// a new call registers a new fetch, and the older call, resuming, removed the newer call's
/// entry, so a third call started a duplicate fetch. The scenario is ours, written from the
/// code at both commits: one key, the token endpoint as a gate, and a counter where the
/// project uses a `UUID`.
struct SessionToken: Sendable, Equatable {
    let value: String
}

/// The token endpoint, watched: a fetch that starts while another fetch nobody cancelled is
/// still in flight is a duplicate.
final class TokenEndpoint: Sendable {
    private struct State {
        var live: Set<Int> = []
        var started = 0
        var duplicates = 0
    }

    private let state = Locked(State())

    var duplicates: Int { state.value.duplicates }

    func fetch(through gate: SuspensionGate<SessionToken>) async throws -> SessionToken {
        let id = state.withLock { state in
            state.started += 1
            if !state.live.isEmpty { state.duplicates += 1 }
            state.live.insert(state.started)
            return state.started
        }
        defer { _ = state.withLock { $0.live.remove(id) } }
        return try await withTaskCancellationHandler {
            try await gate.park()
        } onCancel: {
            _ = state.withLock { $0.live.remove(id) }
        }
    }
}

protocol SessionTokenFetcher: Actor {
    func getToken(fetch: @escaping @Sendable () async throws -> SessionToken) async throws -> SessionToken
    func reset()
}

/// Before the fix: the finishing call clears the entry whatever it holds by then.
actor TokenFetcherBeforeFix: SessionTokenFetcher {
    private var tokenTasks: [String: Task<SessionToken, any Error>] = [:]

    func reset() {
        for task in tokenTasks.values { task.cancel() }
        tokenTasks.removeAll()
    }

    func getToken(fetch: @escaping @Sendable () async throws -> SessionToken) async throws -> SessionToken {
        if let inProgress = tokenTasks["session"] {
            return try await inProgress.result.get()
        }
        let task = Task { try await fetch() }
        tokenTasks["session"] = task
        let result = await task.result
        tokenTasks["session"] = nil
        return try result.get()
    }
}

/// After the fix: each entry carries its call's id, and a finishing call clears only its own.
actor TokenFetcherAfterFix: SessionTokenFetcher {
    private struct InFlight {
        let id: Int
        let task: Task<SessionToken, any Error>
    }

    private var tokenTasks: [String: InFlight] = [:]
    private var lastID = 0

    func reset() {
        for entry in tokenTasks.values { entry.task.cancel() }
        tokenTasks.removeAll()
    }

    func getToken(fetch: @escaping @Sendable () async throws -> SessionToken) async throws -> SessionToken {
        if let inProgress = tokenTasks["session"] {
            return try await inProgress.task.result.get()
        }
        lastID += 1
        let id = lastID
        let task = Task { try await fetch() }
        tokenTasks["session"] = InFlight(id: id, task: task)
        let result = await task.result
        if tokenTasks["session"]?.id == id {
            tokenTasks["session"] = nil
        }
        return try result.get()
    }
}

struct TokenWorld: Sendable {
    let fetcher: any SessionTokenFetcher
    let endpoint = TokenEndpoint()
}

enum TokenFetcherScenario {
    static let oneFetchInFlight = ScheduleCheck<Int>("at most one token fetch in flight that nobody cancelled") { outcome in
        outcome.state == 0 ? nil : "a token fetch started while another, not cancelled, was still in flight (\(outcome.state) time(s))"
    }

    static func getToken(_ name: String) -> ScheduledOperation<TokenWorld, Int> {
        .awaiting(
            "getToken \(name)", on: "the token endpoint", answer: SessionToken(value: name), shown: "token \(name)"
        ) { world, gate in
            _ = try await world.fetcher.getToken { try await world.endpoint.fetch(through: gate) }
        }
    }

    static let reset = ScheduledOperation<TokenWorld, Int>.immediate("reset()") { world in await world.fetcher.reset() }

    /// The endpoint answers even a cancelled fetch (`.ignored`): a request already sent
    /// completes, and when it does is the explorer's choice, not the runtime's.
    static func explorer(_ make: @escaping @Sendable () -> any SessionTokenFetcher) -> ScheduleExplorer<TokenWorld, Int> {
        ScheduleExplorer(
            makeSubject: { TokenWorld(fetcher: make()) },
            observe: { $0.endpoint.duplicates },
            show: { "\($0) duplicate fetch(es)" },
            operations: [getToken("A"), reset, getToken("B"), getToken("C")],
            check: oneFetchInFlight,
            dependencies: .ignored,
            preemptionBound: 0)
    }
}
