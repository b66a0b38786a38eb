import ConcurrencyProbes

/// A settings screen's store that fetches the settings from the network, saves them to the
/// disk, and only then shows them: two dependencies a call waits for, one after the other,
/// each with an answer of its own type (`String` from the network, `Void` from the disk).
///
/// The first version checks that its sync is still the latest before it saves, but not after:
/// while its save waits for the disk, a newer sync can show its settings, and then the older
/// one shows stale ones. The fixed one checks again once the disk has answered.
actor SettingsStore {
    private(set) var shown = ""
    private var generation = 0
    private let checksAfterTheSave: Bool

    init(checksAfterTheSave: Bool) {
        self.checksAfterTheSave = checksAfterTheSave
    }

    func sync(
        fetch: @escaping @Sendable () async throws -> String, save: @escaping @Sendable (String) async throws -> Void
    ) async throws {
        generation += 1
        let mine = generation
        let settings = try await fetch()
        guard generation == mine else { return }
        try await save(settings)
        if checksAfterTheSave, generation != mine { return }
        shown = settings
    }
}

/// Sync A and sync B, each waiting at a network gate (`String`) and then a disk gate (`Void`).
enum SettingsScenario {
    static func explorer(checksAfterTheSave: Bool) -> ScheduleExplorer<SettingsStore, String> {
        func syncing(_ settings: String) -> ScheduledOperation<SettingsStore, String> {
            .awaiting(
                "sync \(settings)",
                on: GatedDependency("the network", answer: settings, shown: "\"\(settings)\""),
                GatedDependency("the disk", answer: (), shown: "saved"),
                effect: settings
            ) { store, network, disk in
                try await store.sync(fetch: { try await network.park() }, save: { _ in try await disk.park() })
            }
        }
        return ScheduleExplorer(
            makeSubject: { SettingsStore(checksAfterTheSave: checksAfterTheSave) }, observe: { await $0.shown },
            show: { "shown = \"\($0)\"" }, operations: [syncing("A"), syncing("B")], check: .latestWordWins)
    }
}
