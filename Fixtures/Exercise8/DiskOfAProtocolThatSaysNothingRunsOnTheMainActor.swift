// The fixed twin of DiskOfANonisolatedProtocolRunsOffTheMainActor.swift, compiled with the same
// settings (Swift 6 mode, main-actor isolation by default, approachable concurrency): the
// protocol says nothing, as Exercise 8's `CacheDisk` does, so it is `@MainActor`, and so is the
// disk that conforms to it: its `write` may touch main-actor state, because it runs on the main
// actor, whoever calls it. Not a fix to copy: it is what Exercise 8 must undo.
import Foundation

var lastFileWritten = ""  // main-actor state, as everything here that says nothing

protocol CacheDisk: Sendable {
    func write(_ data: Data, to file: String) async throws
}

struct NotingDisk: CacheDisk {
    func write(_ data: Data, to file: String) async throws {
        lastFileWritten = file
    }
}
