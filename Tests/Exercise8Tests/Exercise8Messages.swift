import Catalog
import Foundation
import LabKit

/// What the Exercise 8 proofs tell a student, shared by the XCTest and Swift Testing suites.
enum Exercise8Messages {
    static let store = "Exercises/Exercise8/FileProductStore.swift"

    /// Clause 2: the disk calls that ran on the main queue, or `nil` when none did.
    static func ranOnTheMainActor(_ accesses: [DiskSpy.Access]) -> String? {
        let onMain = accesses.filter(\.onMainQueue)
        guard !onMain.isEmpty else { return nil }
        var what: [String] = []
        if onMain.contains(where: { $0.operation == .write }) { what.append("writes") }
        if onMain.contains(where: { $0.operation == .read }) { what.append("reads") }
        return "FileProductStore did its disk work on the main actor: \(onMain.count) of \(accesses.count) disk calls"
            + " (\(what.joined(separator: " and "))) ran on the main queue, and in the shipped design the catalog is"
            + " encoded right before the write and decoded right after the read, on the same actor. The screen freezes"
            + " while thousands of products turn into JSON. In this target whatever says nothing is `@MainActor`"
            + " (Xcode 26's default isolation), and a `nonisolated async` method runs on its caller's actor"
            + " (approachable concurrency): the screen's. \(store), Exercises/Exercise8/CacheFile.swift and"
            + " Exercises/Exercise8/CacheDisk.swift: see Exercises/Exercise8/README.md, hint 1."
    }

    static func roundTrip(saved: CachedProducts, loaded: CachedProducts?) -> String? {
        guard loaded != saved else { return nil }
        return "A store that saved \(saved.products.map(\.id)) at \(saved.timestamp) loaded"
            + " \(loaded.map { "\($0.products.map(\.id)) at \($0.timestamp)" } ?? "nothing") back: load() must give back"
            + " what save() wrote. \(store)."
    }

    static func loadedFromAnEmptyDisk(_ loaded: CachedProducts?) -> String? {
        guard let loaded else { return nil }
        return "load() on a disk with no catalog file must return nil; it returned \(loaded.products.map(\.id)). \(store)."
    }

    static let neverWrote = "save() and load() returned without calling the disk: the catalog must be written"
        + " and read back, off the main actor. \(store)."

    /// Clause 3: the message for the probe's outcome, or `nil` when save() owned its write.
    static func writeOwnership(_ outcome: WorkOwnership) -> String? {
        switch outcome {
        case .owned:
            return nil
        case .returnedWhileWorkRan:
            return "save() returned before the disk had the catalog: the write was still waiting for the disk."
                + " Work handed to a `Task { }` (or `Task.detached`) to get it off the main actor belongs to"
                + " nobody: the caller is told the catalog is saved, the app may quit or load before it lands,"
                + " and a failed write is never reported. \(store): see Exercises/Exercise8/README.md, hint 2."
        case .cancellationDidNotReachTheWork:
            return "save() was cancelled while it waited, and its write kept waiting for the disk: the write runs in"
                + " a task of its own that nothing cancels (waiting for it is not owning it). \(store): see"
                + " Exercises/Exercise8/README.md, hint 2."
        case .returnedAfterEndingItsWork, .workEndedWhileTheCallWaited:
            return "save() cancelled its own write: the disk was slow (\(Exercise8Scenario.slowDisk)), nobody cancelled"
                + " save(), and the write was dropped. \(store)."
        case .workNeverStarted:
            return "save() never wrote the catalog: the disk's write was not called within \(SafetyNet.defaultLimit). \(store)."
        case .callNeverSettled, .callDidNotReturnAfterCancellation:
            return "The proof could not finish: \(outcome). \(store) should await the disk's write and return."
        }
    }

    static func failedWrite(thrown: (any Error)?) -> String? {
        guard (thrown as? CatalogError) != .invalidData else { return nil }
        return "When the disk fails, save() must throw the disk's error; it threw \(thrown.map { "\($0)" } ?? "nothing")."
            + " A caller told the catalog was saved keeps no copy for offline use. \(store)."
    }

    static func neverReturned(_ call: String) -> String {
        "\(call) never returned within \(SafetyNet.defaultLimit): is it waiting for something nobody answers"
            + " (the main actor, blocked by a call that waits for it)? \(store)."
    }
}
