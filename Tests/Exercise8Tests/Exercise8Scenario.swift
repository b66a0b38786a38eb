import Catalog
import Exercise8
import Foundation
import LabKit

/// What both suites do to `FileProductStore`: the app's screen — on the main actor — saves
/// and loads through it, and the disk notes where each call ran.
enum Exercise8Scenario {
    static let cache = CachedProducts(
        products: [makeProduct("1", amount: 10), makeProduct("2", amount: 20)], timestamp: Date(timeIntervalSince1970: 1_000))

    /// Made where the app makes it: in the composition root, on the main actor.
    @MainActor static func makeStore(disk: DiskSpy) -> FileProductStore {
        FileProductStore(disk: disk)
    }

    /// Clause 2: the screen saves and then loads; `nil` when no disk call (nor the encoding
    /// and decoding beside it) ran on the main queue.
    static func workStaysOffTheMainActor() async -> String? {
        let disk = DiskSpy()
        let outcome = await SafetyNet.run { @MainActor in
            let store = makeStore(disk: disk)
            try await store.save(cache)
            return try await store.load()
        }
        if case .timedOut = outcome { return Exercise8Messages.neverReturned("save() then load(), from the main actor") }
        if disk.accesses.isEmpty { return Exercise8Messages.neverWrote }
        return Exercise8Messages.ranOnTheMainActor(disk.accesses)
    }

    /// Clause 1: what one store saved, a store on the same disk loads back; an empty disk loads nil.
    static func roundTrip() async -> String? {
        let disk = DiskSpy()
        let outcome = await SafetyNet.run { @MainActor in
            let empty = try await makeStore(disk: DiskSpy()).load()
            try await makeStore(disk: disk).save(cache)
            let loaded = try await makeStore(disk: disk).load()
            return (empty, loaded)
        }
        switch outcome {
        case .timedOut:
            return Exercise8Messages.neverReturned("save() or load()")
        case let .returned(.failure(error)):
            return "save() or load() threw \(error) on a disk that works. \(Exercise8Messages.store)."
        case let .returned(.success((empty, loaded))):
            return Exercise8Messages.loadedFromAnEmptyDisk(empty) ?? Exercise8Messages.roundTrip(saved: cache, loaded: loaded)
        }
    }

    /// How long the slow disk keeps a write waiting before the probe cancels save(): a save()
    /// that races its write against a shorter timer is caught. Not Exercise 7's 500 ms: the
    /// wait is paid in each suite of a student's every run, which was 1.2 s above an empty
    /// run with it (the lab keeps each exercise's warm run within 1.0 s of one).
    static let slowDisk: Duration = .milliseconds(250)

    /// Clause 3: save() returns only once the disk has its bytes, and cancelling save()
    /// cancels the write — with a fast disk (one that stops when cancelled, one that finishes
    /// the write anyway) and a slow one. `.owned` when save() always owned its write.
    static func saveOwnsItsWrite() async -> WorkOwnership {
        for (slowness, kind) in [(Duration.zero, DependencyCancellation.throwsWhenCancelled), (.zero, .ignored),
                                 (slowDisk, .throwsWhenCancelled)] {
            let gate = SuspensionGate<Void>(name: "disk.write", cancellation: kind)
            let store = await makeStore(disk: DiskSpy(writeGate: gate))
            let outcome = await WorkOwnershipProbe.run(work: gate, slowWork: slowness) { try? await store.save(cache) }
            if outcome != .owned { return outcome }
        }
        return .owned
    }

    /// Clause 4: the disk fails the write, and save() throws the disk's error.
    static func failedWriteFailsTheSave() async -> String? {
        let failing = DiskSpy(writeError: CatalogError.invalidData)
        switch await SafetyNet.run({ @MainActor in try await makeStore(disk: failing).save(cache) }) {
        case .timedOut:
            return Exercise8Messages.neverReturned("save() on a failing disk")
        case let .returned(result):
            let thrown: (any Error)? = if case let .failure(error) = result { error } else { nil }
            return Exercise8Messages.failedWrite(thrown: thrown)
        }
    }
}
