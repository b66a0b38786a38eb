// gallery: wrong
// replaces: CacheDisk.swift
// clause: 2
// kind: partial
// idea: The actor and its DTO and helper say what they should now; CacheDisk is only a protocol for the tests and FolderDisk, so there was nothing to change there.
// why: A protocol that says nothing is a @MainActor protocol in this target: its requirements are main-actor methods, so every `await disk.write`/`disk.read` from the actor hops to the main actor, and the disk runs there.
import Foundation

/// Where the catalog's offline copy is kept: a file on disk in the app, a spy in the tests.
///
/// `async`, so a disk may suspend its caller while the bytes go out; the methods run on the
/// caller's actor (approachable concurrency), so whoever calls them decides where they run.
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
