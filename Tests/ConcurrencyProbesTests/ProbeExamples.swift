import ConcurrencyProbes

// MARK: Overlapping calls (ExclusivityProbe)

/// Where a log gets the time: the test's double calls the probe's checkpoint from inside.
protocol Timestamps: Sendable {
    func now() -> Int
}

struct ProbedTimestamps: Timestamps {
    let probe: ExclusivityProbe
    func now() -> Int {
        probe.checkpoint("now()")
        return 0
    }
}

/// Claims to be safe to share, and is not: nothing keeps two calls out of `entries` at once.
final class UncheckedLog: @unchecked Sendable {
    private var entries: [Int] = []
    private let timestamps: any Timestamps

    init(timestamps: any Timestamps) { self.timestamps = timestamps }

    func record() async { entries.append(timestamps.now()) }
}

/// An actor runs one call at a time between its suspension points: a second call queues.
actor ActorLog {
    private var entries: [Int] = []
    private let timestamps: any Timestamps

    init(timestamps: any Timestamps) { self.timestamps = timestamps }

    func record() { entries.append(timestamps.now()) }
}

// MARK: Work that outlives its caller (WorkOwnershipProbe)

struct Photo: Sendable {
    let name: String
}

protocol Uploader: Sendable {
    func upload(_ photo: Photo) async throws
}

struct GatedUploader: Uploader {
    let gate = SuspensionGate<Void>(name: "uploader.upload")
    func upload(_ photo: Photo) async throws { try await gate.park() }
}

/// Returns at once and leaves the upload running in a task nobody owns.
struct FireAndForgetLibrary {
    let uploader: any Uploader

    func add(_ photo: Photo) async {
        Task { try? await uploader.upload(photo) }
    }
}

/// Waits for its upload, so cancelling `add` cancels the upload too.
struct OwningLibrary {
    let uploader: any Uploader

    func add(_ photo: Photo) async throws {
        try await uploader.upload(photo)
    }
}
