import ConcurrencyProbes

/// A store that keeps its network call in a task of its own, as many apps do: a newer
/// refresh or a `reset()` cancels the task in flight, and a refresh writes only if its task
/// is still the latest. The explorer runs that task's steps itself, so every schedule can be
/// run again and none is left out.
actor OwnTaskProfileStore {
    private(set) var name = ""
    private var inFlight: Task<String, any Error>?

    func refresh(from network: @escaping @Sendable () async throws -> String) async throws {
        inFlight?.cancel()
        let task = Task { try await network() }
        inFlight = task
        let fetched = try await task.value
        guard inFlight == task else { return }
        inFlight = nil
        name = fetched
    }

    func reset() {
        inFlight?.cancel()
        inFlight = nil
        name = ""
    }
}

/// The same guard, but the write is handed to a detached task "so the actor is free sooner":
/// the guard is checked, and by the time the task writes, a `reset()` may have run.
actor DetachedWriteProfileStore {
    private(set) var name = ""
    private var generation = 0

    func refresh(from network: @escaping @Sendable () async throws -> String) async throws {
        generation += 1
        let mine = generation
        let fetched = try await network()
        guard generation == mine else { return }
        Task.detached { await self.write(fetched) }
    }

    private func write(_ fetched: String) { name = fetched }

    func reset() {
        generation += 1
        name = ""
    }
}

/// Refresh A, refresh B and reset(), for either store.
enum ProfileScenario {
    static func explorer<Store: Sendable>(
        _ make: @escaping @Sendable () -> Store,
        name: @escaping @Sendable (Store) async -> String,
        refresh: @escaping @Sendable (Store, @escaping @Sendable () async throws -> String) async throws -> Void,
        reset: @escaping @Sendable (Store) async -> Void
    ) -> ScheduleExplorer<Store, String> {
        func refreshing(_ answer: String) -> ScheduledOperation<Store, String> {
            .awaiting("refresh \(answer)", on: "the network", answer: answer, shown: answer, effect: answer) { store, network in
                try await refresh(store) { try await network.park() }
            }
        }
        return ScheduleExplorer(
            makeSubject: make, observe: name, show: { "name = \"\($0)\"" },
            operations: [refreshing("A"), refreshing("B"), .immediate("reset()", effect: "") { await reset($0) }],
            check: .latestWordWins)
    }

    static let ownTask = explorer(
        { OwnTaskProfileStore() }, name: { await $0.name },
        refresh: { try await $0.refresh(from: $1) }, reset: { await $0.reset() })

    static let detachedWrite = explorer(
        { DetachedWriteProfileStore() }, name: { await $0.name },
        refresh: { try await $0.refresh(from: $1) }, reset: { await $0.reset() })
}
