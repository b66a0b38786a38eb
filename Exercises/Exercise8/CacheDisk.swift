import Foundation

/// Where the catalog's offline copy is kept: a file on disk in the app, a spy in the tests.
///
/// `async`, so a disk may suspend its caller while the bytes go out. The protocol says
/// nothing, so in this target it is `@MainActor`, and so are its requirements: a call runs on
/// the main actor, whoever makes it. (A `nonisolated` protocol's methods would run on their
/// caller's actor, under approachable concurrency.)
public protocol CacheDisk: Sendable {
    func write(_ data: Data, to file: String) async throws
    func read(_ file: String) async throws -> Data?
}

/// The app's disk: one file per name in a folder.
public struct FolderDisk: CacheDisk {
    private let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public func write(_ data: Data, to file: String) async throws {
        try data.write(to: folder.appending(path: file), options: .atomic)
    }

    public func read(_ file: String) async throws -> Data? {
        let url = folder.appending(path: file)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
    }
}
