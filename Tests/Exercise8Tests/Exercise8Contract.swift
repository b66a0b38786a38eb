import Catalog
import Exercise8
import Foundation
import LabKit

/// Exercise 8's contract (README clauses 1, 3 and 4) as an executable model: what each call of
/// a sequence may return or throw, checked over every generated sequence of up to three calls
/// made from the main actor, as the app makes them — a save the disk takes, a save it fails, a
/// save cancelled while the disk writes (a disk that stops when cancelled, and one that writes
/// anyway), the same catalog saved again (the disk taking or failing it), a save by another
/// store on the same disk (the store does not own the file), a load, and a load from a new
/// store on the same disk (the app started again).
///
/// The calls are the main actor's, one after another, so each sequence has one order; the disk
/// is a double in memory, and a cancelled save is cancelled while its write waits at a gate.
///
/// The model is the disk itself: `load()` gives what the last write that landed wrote (products
/// and timestamp), `nil` before any; what a write leaves on the disk is the shipped file format
/// (`ShippedCacheFile`); a save returns only once its write landed, throws the disk's error
/// when the write fails, and does not return as saved when its write was cancelled.
enum Exercise8Contract {
    enum Step: Sendable, CustomStringConvertible {
        case save(Outcome)
        /// `save(_:)` of the very catalog and timestamp the save before saved (the same input
        /// twice: a store that skips "unchanged" data never tells the disk, nor hears it fail).
        case saveTheSameAgain(Outcome)
        case load
        /// `load()` on a new store over the same disk.
        case loadAfterRestart
        /// `save(_:)` of a catalog of its own by another store on the same disk (another part
        /// of the app writes the file: the store does not own it), which the disk takes.
        case saveFromAnotherStore

        enum Outcome: Sendable, Equatable {
            case lands, fails
            /// The disk fails the write with `CancellationError`, though nobody cancelled the save.
            case failsWithCancellationError
            /// Cancelled from outside while the disk writes, on a disk of this kind.
            case cancelled(DependencyCancellation)
        }

        var description: String {
            switch self {
            case .save(.lands): "save(_:) — the disk takes the write"
            case .save(.fails): "save(_:) — the disk fails the write (DiskFull)"
            case .save(.failsWithCancellationError): "save(_:) — the disk fails the write with CancellationError, though nobody cancelled the save"
            case .saveTheSameAgain(.failsWithCancellationError): "save(_:) of the same catalog again — the disk fails the write with CancellationError"
            case .save(.cancelled(.throwsWhenCancelled)): "save(_:) cancelled while the disk writes (the disk stops)"
            case .save(.cancelled(.ignored)): "save(_:) cancelled while the disk writes (the disk writes anyway)"
            case .saveTheSameAgain(.lands): "save(_:) of the same catalog again — the disk takes the write"
            case .saveTheSameAgain(.fails): "save(_:) of the same catalog again — the disk fails the write (DiskFull)"
            case .saveTheSameAgain(.cancelled): "save(_:) of the same catalog again, cancelled while the disk writes"
            case .load: "load()"
            case .loadAfterRestart: "load() from a new store on the same disk (the app started again)"
            case .saveFromAnotherStore: "save(_:) from another store on the same disk — the disk takes the write"
            }
        }
    }

    static let kinds: [Step] = [
        .save(.lands), .save(.fails), .save(.cancelled(.throwsWhenCancelled)), .save(.cancelled(.ignored)), .load, .loadAfterRestart,
        .saveTheSameAgain(.lands), .saveTheSameAgain(.fails), .saveFromAnotherStore,
    ]

    /// Every sequence of one to three calls, shortest first (819), then those of one or two
    /// calls with a write the disk fails with `CancellationError` though nobody cancelled the
    /// save (20): the save throws it, as any error of the disk's.
    static let sequences: [[Step]] = CallSequences.all(of: kinds, lengths: 1...3)
        + CallSequences.all(of: kinds + [.save(.failsWithCancellationError)], lengths: 1...2)
            .filter { $0.contains { if case .save(.failsWithCancellationError) = $0 { true } else { false } } }

    /// What the `index`-th save of a sequence saves: a catalog and a timestamp of its own, with
    /// a fraction of a second (a date that loses it is not what was saved).
    static func cache(_ index: Int) -> CachedProducts {
        CachedProducts(
            products: [makeProduct("\(index + 1)", amount: Decimal(10 * (index + 1)))],
            timestamp: Date(timeIntervalSince1970: 1_000.25 + Double(index) * 60.5))
    }

    /// The first sequence the model does not allow, shortest first, in words; `nil` when every
    /// one agrees. Every one is checked (a seeded 60 under ThreadSanitizer).
    static func disagreement() async -> String? {
        await ContractScenarios.firstDisagreement(
            in: sequences, sample: ContractScenarios.sample(underThreadSanitizer: 60, seed: 8), named: "sequences", exercise: 8
        ) { _, sequence in
            await check(sequence).map {
                ContractWords.headline + $0 + "\n\(Exercise8Messages.store): see Exercises/Exercise8/README.md, the contract."
            }
        }
    }

    @MainActor private static func check(_ sequence: [Step]) async -> String? {
        let disk = ContractDisk()
        var store = FileProductStore(disk: disk)
        var onDisk: CachedProducts?
        var saves = 0
        var told: [String] = []
        func disagrees(_ said: String) -> String {
            said + "\nThe smallest sequence that disagrees with the model, from the main actor: "
                + told.enumerated().map { "\($0.offset + 1). \($0.element)." }.joined(separator: " ")
        }
        // Whether another store wrote the disk since this store's own last save: a load that
        // then gives back this store's catalog assumed it owned the disk (clause 3).
        var anotherStoreWroteLast = false
        for step in sequence {
            switch step {
            case let .save(outcome), let .saveTheSameAgain(outcome):
                anotherStoreWroteLast = false
                let again = if case .saveTheSameAgain = step { saves > 0 } else { false }
                let cache = cache(again ? saves - 1 : saves)
                if !again { saves += 1 }
                told.append("\(step), of [\(cache.products.map(\.id).joined(separator: ", "))] at \(cache.timestamp.timeIntervalSince1970)")
                let landedBefore = disk.landed
                let result: Result<Void, any Error>
                switch outcome {
                case .lands, .fails, .failsWithCancellationError:
                    disk.next = switch outcome {
                    case .lands: .lands
                    case .fails: .fails
                    default: .failsWithCancellationError
                    }
                    let saving = store
                    guard case let .returned(returned) = await SafetyNet.run({ @MainActor in try await saving.save(cache) }) else {
                        return disagrees("save(_:) never returned within \(SafetyNet.defaultLimit).")
                    }
                    result = returned
                case let .cancelled(kind):
                    let gate = SuspensionGate<Void>(name: "the disk's write", cancellation: kind)
                    disk.next = .waits(gate)
                    let saving = store
                    let task = Task { try await saving.save(cache) }
                    do {
                        try await gate.waitUntilSuspended()
                    } catch {
                        task.cancel()
                        return disagrees("save(_:) returns only once the disk has the bytes (clause 3): it never asked the disk to write.")
                    }
                    task.cancel()
                    if kind == .ignored { gate.release(returning: ()) }
                    guard case let .returned(returned) = await SafetyNet.run({ try await task.value }) else {
                        gate.releaseEveryParked(throwing: CancellationError())
                        return disagrees("cancelling save(_:) cancels the write (clause 3): the cancelled save never returned within"
                            + " \(SafetyNet.defaultLimit) — the write was not told.")
                    }
                    result = returned
                }
                let landed = disk.landed > landedBefore
                if landed {
                    onDisk = cache
                    if let problem = ShippedCacheFile.problem(with: disk.file(ShippedCacheFile.name), saving: cache) {
                        return disagrees(problem)
                    }
                }
                switch (outcome, result) {
                case (.fails, .success), (.failsWithCancellationError, .success):
                    return disagrees("a failed write fails the save with the disk's error (clause 4): the disk's write failed, and save(_:) returned.")
                case (_, .success) where !landed:
                    return disagrees("save(_:) writes to the disk every time and returns only once the disk has the bytes (clause 3): it returned, and its write never landed.")
                case let (.fails, .failure(error)) where !(error is DiskFull):
                    return disagrees("a failed write fails the save with the disk's error (clause 4): it threw \(error), not DiskFull.")
                case let (.failsWithCancellationError, .failure(error)) where !(error is CancellationError):
                    return disagrees("a failed write fails the save with the disk's error (clause 4), whatever it is: the disk threw"
                        + " CancellationError (nobody cancelled the save), and save(_:) threw \(error).")
                case let (.lands, .failure(error)):
                    return disagrees("a save whose write the disk takes returns (clause 1): save(_:) threw \(error).")
                default:
                    break
                }
            case .saveFromAnotherStore:
                let cache = cache(saves)
                saves += 1
                told.append("\(step), of [\(cache.products.map(\.id).joined(separator: ", "))] at \(cache.timestamp.timeIntervalSince1970)")
                disk.next = .lands
                let other = FileProductStore(disk: disk)
                guard case let .returned(result) = await SafetyNet.run({ @MainActor in try await other.save(cache) }) else {
                    return disagrees("save(_:) never returned within \(SafetyNet.defaultLimit).")
                }
                if case let .failure(error) = result { return disagrees("a save whose write the disk takes returns (clause 1): save(_:) threw \(error).") }
                onDisk = cache
                anotherStoreWroteLast = true
            case .load, .loadAfterRestart:
                told.append(step.description)
                if case .loadAfterRestart = step { store = FileProductStore(disk: disk) }
                disk.next = .lands
                let loading = store
                guard case let .returned(result) = await SafetyNet.run({ @MainActor in try await loading.load() }) else {
                    return disagrees("load() never returned within \(SafetyNet.defaultLimit).")
                }
                let loaded: CachedProducts?
                switch result {
                case let .success(value): loaded = value
                case let .failure(error): return disagrees("load() threw \(error) on a disk that reads.")
                }
                guard loaded == onDisk else {
                    if anotherStoreWroteLast {
                        return disagrees("the store does not own the disk, so it never assumes what is on it (clause 3): another store"
                            + " wrote the disk after this one's last save. The disk holds \(describe(onDisk)); load() gave \(describe(loaded)).")
                    }
                    return disagrees("load() gives back what save(_:) wrote, products and timestamp, and nil from an empty disk"
                        + " (clause 1). The disk holds \(describe(onDisk)); load() gave \(describe(loaded)).")
                }
            }
        }
        return nil
    }

    static func describe(_ cache: CachedProducts?) -> String {
        guard let cache else { return "nothing" }
        return "[\(cache.products.map(\.id).joined(separator: ", "))] saved at \(cache.timestamp.timeIntervalSince1970)"
    }
}

/// The disk's error when it fails a write (a full disk).
struct DiskFull: Error {}

/// The disk of the contract's sequences: in memory; each write does what the driver set for
/// it, and `landed` counts the writes that reached the disk.
final class ContractDisk: CacheDisk {
    enum Plan: Sendable {
        case lands, fails, failsWithCancellationError
        /// Waits at the gate; lands if the gate lets it through.
        case waits(SuspensionGate<Void>)
    }

    private struct State {
        var files: [String: Data] = [:]
        var landed = 0
        var next = Plan.lands
    }

    private let state = Locked(State())

    /// What the next write does.
    var next: Plan {
        get { state.value.next }
        set { state.withLock { $0.next = newValue } }
    }

    var landed: Int { state.value.landed }

    /// The bytes of `name` on the disk, as the model reads them.
    func file(_ name: String) -> Data? { state.value.files[name] }

    // As `DiskSpy`'s: `nonisolated(nonsending)` witnesses the exercise's main-actor protocol
    // and the solution's nonisolated one alike.
    nonisolated(nonsending) func write(_ data: Data, to file: String) async throws {
        switch next {
        case .lands: break
        case .fails: throw DiskFull()
        case .failsWithCancellationError: throw CancellationError()
        case let .waits(gate): try await gate.park()
        }
        state.withLock { state in
            state.files[file] = data
            state.landed += 1
        }
    }

    nonisolated(nonsending) func read(_ file: String) async throws -> Data? {
        state.value.files[file]
    }
}
