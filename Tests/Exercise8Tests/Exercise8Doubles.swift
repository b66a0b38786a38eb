import Exercise8
import Foundation
import LabKit

/// A disk in memory that notes, for every write and read, whether it ran on the main queue
/// (where `@MainActor` code runs): the store's slow work is the encoding just before a write
/// and the decoding just after a read, on the same executor as the disk call — the disk's
/// methods are `nonisolated(nonsending)`, so they run on their caller's executor.
/// With a gate, every write parks there until the test (or `WorkOwnershipProbe`) answers it.
final class DiskSpy: CacheDisk {
    enum Operation: Sendable, Equatable {
        case write, read
    }

    struct Access: Sendable, Equatable {
        let operation: Operation
        let file: String
        let onMainQueue: Bool
    }

    private struct State {
        var files: [String: Data] = [:]
        var accesses: [Access] = []
    }

    private let state = Locked(State())
    private let writeError: (any Error & Sendable)?
    private let writeGate: SuspensionGate<Void>?

    /// - Parameters:
    ///   - writeError: thrown by every write (a full disk), `nil` for a disk that works.
    ///   - writeGate: where every write parks before it lands, `nil` for a disk that answers at once.
    init(writeError: (any Error & Sendable)? = nil, writeGate: SuspensionGate<Void>? = nil) {
        self.writeError = writeError
        self.writeGate = writeGate
    }

    var accesses: [Access] { state.value.accesses }
    var files: [String: Data] { state.value.files }

    nonisolated(nonsending) func write(_ data: Data, to file: String) async throws {
        let access = Access(operation: .write, file: file, onMainQueue: MainQueueDetection.isOnMainQueue)
        state.withLock { $0.accesses.append(access) }
        try await writeGate?.park()
        if let writeError { throw writeError }
        state.withLock { $0.files[file] = data }
    }

    nonisolated(nonsending) func read(_ file: String) async throws -> Data? {
        let access = Access(operation: .read, file: file, onMainQueue: MainQueueDetection.isOnMainQueue)
        return state.withLock { state in
            state.accesses.append(access)
            return state.files[file]
        }
    }
}
