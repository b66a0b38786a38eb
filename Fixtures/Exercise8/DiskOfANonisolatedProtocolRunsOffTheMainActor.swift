// Compile-fail fixture, Exercise 8, compiled in Swift 6 mode with Xcode 26's concurrency
// settings: its manifest entry adds `-default-isolation MainActor` and approachable
// concurrency.
//
// The solution's `nonisolated protocol CacheDisk`: a disk that conforms to it, saying nothing,
// is nonisolated (its own declaration conforms to a protocol that inherits `Sendable`,
// SE-0466), and its `write` runs on its caller's actor (SE-0461), so it may not touch
// main-actor state. Its twin is the exercise's protocol, which says nothing: in this target
// the protocol is `@MainActor`, and so is the disk that conforms to it, so the same `write`
// compiles: it runs on the main actor, whoever calls it.
import Foundation

var lastFileWritten = ""  // main-actor state, as everything here that says nothing
// expected-note@-1 {{mutation of this var is only permitted within the actor}}

nonisolated protocol CacheDisk: Sendable {
    func write(_ data: Data, to file: String) async throws
}

struct NotingDisk: CacheDisk {
    func write(_ data: Data, to file: String) async throws {
        lastFileWritten = file  // expected-error {{main actor-isolated var 'lastFileWritten' can not be mutated from a nonisolated context}}
        // expected-note@-1 {{consider declaring an isolated method on 'MainActor' to perform the mutation}}
    }
}
