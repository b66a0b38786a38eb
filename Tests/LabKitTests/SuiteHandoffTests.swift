@testable import LabKit
import Foundation
import Testing

/// What one `swift test`'s XCTest process hands its Swift Testing process is found by that run
/// of that build only: a rebuilt binary (an edit), or the next `swift test`, never finds it.
@Suite("LabKit: a suite handoff belongs to one run of one build")
struct SuiteHandoffTests {
    /// A folder holding a stand-in test binary.
    private func makeBinary() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "suite-handoff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = folder.appending(path: "ConcurrencyLabPackageTests.xctest")
        try Data("build 1".utf8).write(to: binary)
        return binary
    }

    @Test("the same binary and parent read what was written")
    func sameRunReads() throws {
        let binary = try makeBinary()
        defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
        let writer = try #require(SuiteHandoff(binary: binary, parent: getpid()))
        writer.write("16 16 16 2232 0", for: "Exercise2 contract model")
        #expect(SuiteHandoff(binary: binary, parent: getpid())?.read("Exercise2 contract model") == "16 16 16 2232 0")
    }

    @Test("a rebuilt binary (an edit of an exercise) misses what the old one wrote")
    func editMisses() throws {
        let binary = try makeBinary()
        defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
        try #require(SuiteHandoff(binary: binary, parent: getpid())).write("16 16 16 2232 0", for: "Exercise2 contract model")
        // The linker writes a new file: its size, and its modification time, differ.
        try FileManager.default.removeItem(at: binary)
        try Data("build 2, a little longer".utf8).write(to: binary)
        #expect(SuiteHandoff(binary: binary, parent: getpid())?.read("Exercise2 contract model") == nil)
    }

    @Test("the next swift test (another parent) misses it, and its writing removes handoffs of runs that ended")
    func nextRunMisses() throws {
        let binary = try makeBinary()
        defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
        let ended = try #require(SuiteHandoff(binary: binary, parent: Self.endedProcess()))
        ended.write("agreed", for: "Exercise6 contract model")
        #expect(SuiteHandoff(binary: binary, parent: getpid())?.read("Exercise6 contract model") == nil)
        try #require(SuiteHandoff(binary: binary, parent: getpid())).write("agreed", for: "Exercise6 contract model")
        #expect(!FileManager.default.fileExists(atPath: ended.folder.path))
    }

    @Test("only swift test is taken for one run: a shell that runs the test binary twice is not")
    func onlySwiftTestIsOneRun() {
        #expect(!SuiteHandoff.isSwiftTest(getpid()))
    }

    /// A process id that no process has: one that has run and been reaped.
    private static func endedProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
